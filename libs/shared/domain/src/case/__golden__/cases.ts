import type { LetterDocument, LetterReport, LetterUser } from '../draft-letter';

export interface GoldenCase {
  document: LetterDocument;
  report: LetterReport;
  user: LetterUser;
  expect: {
    /** The student's facts the letter must state. */
    facts: string[];
    /** Clauses the letter must quote, each for a ground. */
    clauses: string[];
    /** The office, address and form the policy names. */
    contacts: string[];
    /** Report text and rules that must stay out of the letter. */
    absent: string[];
  };
}

const OIA_RULE =
  'You may complain to the Office of the Independent Adjudicator within 12 months of the date of the Completion of Procedures Letter.';

/** Three full cases: an appeal, a service complaint and an escalation to an ombudsman. */
export const GOLDEN_CASES: Record<string, GoldenCase> = {
  'misconduct-appeal': {
    document: {
      title: 'Academic misconduct penalty, module LAW2041',
      issueCategory: 'academic',
      actionTaken: 'notyet',
      universityName: 'University of Northfield',
      issueDescription:
        'On 3 November I got an email saying my LAW2041 essay was plagiarised and the mark was cut to zero. There was no hearing, it was all decided by email. The same officer who reported it made the decision. I never saw the similarity report they used.',
      desiredResolution: 'I want the penalty set aside and a proper hearing',
      decisionReceivedOn: '2026-11-03',
    },
    report: {
      keyIssues: [
        'Next time limit: Lodge the appeal within 10 working days of the decision.',
        'The decision was made by correspondence alone.',
      ],
      relevantPolicies: [
        {
          quote: 'A case of suspected misconduct must not be decided by correspondence alone.',
          location: 'Section 4.3',
          reason: 'ground: procedural_irregularity',
          bearing: 'supports',
        },
        {
          quote: 'The decision-maker shall not have been previously involved in the case.',
          location: 'Section 4.5',
          reason: 'ground: bias',
          bearing: 'supports',
        },
        {
          quote: 'Penalties range from a formal warning to expulsion from the University.',
          location: 'Section 6.1',
          reason: 'ground: procedural_irregularity',
          bearing: 'against',
        },
        {
          quote: OIA_RULE,
          location: 'Section 9',
          reason: 'external route: OIA',
          bearing: 'procedure',
        },
      ],
      bestCaseScenario: 'You obtain what you asked for; appeals typically take 2 to 8 weeks.',
      actionSteps: ['Send your appeal to appeals@northfield.ac.uk on the Academic Appeal Form.'],
      deadlines: [
        {
          description: 'Lodge the appeal within 10 working days of the date the decision was sent',
          quote: 'within 10 working days of the date the decision was sent',
          location: 'Section 7.1',
          stage: 'initial',
        },
      ],
      grounds: ['procedural_irregularity', 'bias'],
      procedure: {
        sendTo: {
          form: 'the Academic Appeal Form',
          email: 'appeals@northfield.ac.uk',
          office: 'Academic Appeals Office',
          location: 'Section 7.2',
        },
      },
      escalation: { body: 'OIA', name: 'the Office of the Independent Adjudicator' },
    },
    user: { email: 'amira.k@student.northfield.ac.uk', name: 'Amira Khan' },
    expect: {
      facts: [
        'There was no hearing',
        'The same officer who reported it made the decision',
        'I received the decision on 3 November 2026.',
      ],
      clauses: [
        'A case of suspected misconduct must not be decided by correspondence alone.',
        'The decision-maker shall not have been previously involved in the case.',
      ],
      contacts: ['Academic Appeals Office', 'appeals@northfield.ac.uk', 'the Academic Appeal Form'],
      absent: [OIA_RULE, 'Penalties range', 'typically take', 'Next time limit'],
    },
  },
  'housing-complaint': {
    document: {
      title: 'Mould and broken heating in my hall room',
      issueCategory: 'service',
      actionTaken: 'notyet',
      universityName: 'Kingsbridge University',
      issueDescription:
        'the heating in my room in Ash Hall has not worked since 2 October. i reported it 4 times on the portal and nobody came. there is black mould on the wall now and i have a cough',
      desiredResolution:
        'fix the heating and move me to another room until it is done, and a rent refund for the weeks without heating',
    },
    report: {
      keyIssues: ['Repairs reported four times were not carried out.'],
      relevantPolicies: [
        {
          quote:
            'Urgent repairs, including loss of heating, will be attended to within 24 hours of being reported.',
          location: 'Residences Agreement, clause 8.2',
          reason: 'ground: service_failure',
          bearing: 'supports',
        },
      ],
      bestCaseScenario: 'You obtain a repair and a refund.',
      actionSteps: ['Make a Stage 1 complaint to the Residences Office.'],
      deadlines: [
        {
          description: 'Make the complaint within 3 months of the matter complained about',
          quote: 'within 3 months of the matter complained about',
          location: 'Complaints Procedure, 3.1',
          stage: 'initial',
        },
      ],
      grounds: ['service_failure'],
      procedure: {
        sendTo: {
          email: 'residences@kingsbridge.ac.uk',
          office: 'Residences Office',
          location: 'Complaints Procedure, 3.2',
        },
      },
      escalation: { body: 'OIA', name: 'the Office of the Independent Adjudicator' },
    },
    user: { email: 'tom.r@kingsbridge.ac.uk', name: 'Tom Reilly' },
    expect: {
      facts: [
        'The heating in my room in Ash Hall has not worked since 2 October',
        'I reported it 4 times',
      ],
      clauses: [
        'Urgent repairs, including loss of heating, will be attended to within 24 hours of being reported.',
      ],
      contacts: ['Residences Office', 'residences@kingsbridge.ac.uk'],
      absent: ['You obtain', 'Stage 1 complaint to'],
    },
  },
  'spso-escalation': {
    document: {
      title: 'Fitness to practise decision',
      issueCategory: 'academic',
      actionTaken: 'escalatedtoombudsman',
      universityName: 'University of Glenmore',
      issueDescription:
        'I was removed from the nursing programme after a fitness to practise hearing. My representative was not allowed to speak. The final review upheld the decision on 2 September.',
      desiredResolution: 'I want the decision looked at again by a new panel',
    },
    report: {
      keyIssues: ['The student was not allowed representation.'],
      relevantPolicies: [
        {
          quote:
            'The student may be accompanied by a representative, who may speak on their behalf.',
          location: 'Fitness to Practise Procedure, 5.4',
          reason: 'ground: procedural_irregularity',
          bearing: 'supports',
        },
        {
          quote: 'The decision of the Final Review Panel is final within the University.',
          location: 'Fitness to Practise Procedure, 9.1',
          reason: 'the policy limits further appeals or reviews',
          bearing: 'against',
        },
      ],
      bestCaseScenario: 'You obtain a new hearing.',
      actionSteps: ['Complain to the SPSO within 12 months.'],
      deadlines: [],
      grounds: ['procedural_irregularity'],
      escalation: { body: 'SPSO', name: 'the Scottish Public Services Ombudsman' },
    },
    user: { email: 'r.campbell@glenmore.ac.uk', name: 'Rachel Campbell' },
    expect: {
      facts: ['My representative was not allowed to speak'],
      clauses: [
        'The student may be accompanied by a representative, who may speak on their behalf.',
      ],
      contacts: ['To the Scottish Public Services Ombudsman', 'final response'],
      absent: ['is final within the University', 'You obtain'],
    },
  },
};
