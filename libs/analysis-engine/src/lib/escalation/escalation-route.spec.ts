import { LOCHSIDE_POLICY, PRAIRIE_POLICY, RIVERFORD_POLICY } from '../testing/invented-cases';
import { chooseEscalation, inferJurisdiction, type Jurisdiction } from './escalation-route';
import { type Ground, type IssueCategory } from '../report/report.schema';
import { extractDeadlines } from '../deadlines/extract-deadlines';
import { splitPassages } from '../passages/split-passages';

const route = (
  jurisdiction: Jurisdiction,
  category: IssueCategory,
  grounds: Ground[],
  policyText: string,
) =>
  chooseEscalation({ jurisdiction, category, grounds, policyText, narrative: '', deadlines: [] });

describe('inferJurisdiction', () => {
  it.each([
    [RIVERFORD_POLICY, 'england-wales'],
    [LOCHSIDE_POLICY, 'scotland'],
    [PRAIRIE_POLICY, 'usa'],
    ['Complaints may go to the National Student Ombudsman. Campus in Brisbane.', 'australia'],
    ['You may complain to the Office of the Ombudsman. Fees are 40 euro.', 'ireland'],
    [
      'The programme organisation follows the judgement of staff. You may complain to the Office of the Ombudsman (www.ombudsman.ie).',
      'ireland',
    ],
    ['See www.ombudsman.parliament.nz before you complain.', 'new-zealand'],
    ['You may contact the Ontario Ombudsman.', 'canada'],
    [
      '"Working days" excludes New Zealand public holidays. You may complain to the Office of the Ombudsman (Tari o te Kaitiaki Mana Tangata). The Office of the Ombudsman expects you to use this process first.',
      'new-zealand',
    ],
    [
      'The University is subject to the Ombudsmen Act 1975. An applicant may complain to the Ombudsman.',
      'new-zealand',
    ],
    ['Grant payments are made by SUSI.', 'ireland'],
    [
      'International students on a CRICOS-registered course may contact the Commonwealth Ombudsman.',
      'australia',
    ],
    // A PDF's text breaks lines inside names.
    ['Residents may contact the National\nStudent Ombudsman (NSO).', 'australia'],
    ['complaints about universities in Northern\nIreland go to NIPSO', 'northern-ireland'],
    // A Welsh institution by its Welsh name.
    ['Prifysgol Aberhonddu — Admissions Complaints and Appeals', 'england-wales'],
  ])('reads the jurisdiction from the policy', (policy, jurisdiction) => {
    expect(inferJurisdiction(policy, '', '')).toBe(jurisdiction);
  });

  it('falls back to British spelling and otherwise says unknown', () => {
    expect(
      inferJurisdiction('The programme organisation follows the judgement of staff.', '', ''),
    ).toBe('england-wales');
    expect(inferJurisdiction('Students may appeal.', '', 'Example University')).toBe('unknown');
  });

  it('does not take British spelling for England where the policy names an ombudsman of its own', () => {
    const policy =
      'The programme organisation follows the judgement of staff. A candidate who remains dissatisfied may complain to the Ombudsman.';
    expect(inferJurisdiction(policy, '', 'University of Waimaru')).toBe('unknown');
    expect(route('unknown', 'academic', [], policy)).toMatchObject({
      body: 'OTHER',
      name: 'Ombudsman',
    });
  });
});

describe('chooseEscalation', () => {
  it('routes England and Wales to the OIA, but applicants’ admissions complaints nowhere', () => {
    expect(route('england-wales', 'academic', [], RIVERFORD_POLICY).body).toBe('OIA');
    expect(route('england-wales', 'admissions', [], RIVERFORD_POLICY).body).toBeNull();
  });

  it('routes US discrimination and disability cases to OCR and other US cases to the named state agency', () => {
    expect(route('usa', 'service', ['disability_adjustments'], PRAIRIE_POLICY).body).toBe('OCR');
    const other = route(
      'usa',
      'service',
      ['administrative_error'],
      'File with the Ohio Department of Higher Education.',
    );
    expect(other).toMatchObject({ body: 'OTHER', name: 'Ohio Department of Higher Education' });
  });

  it('routes Scotland to the SPSO, Australia to the NSO and Ireland to OTHER', () => {
    expect(route('scotland', 'service', [], LOCHSIDE_POLICY).body).toBe('SPSO');
    expect(route('australia', 'academic', [], '').body).toBe('NSO');
    expect(route('ireland', 'academic', [], '').body).toBe('OTHER');
  });

  it('gives no external body for a US matter when the policy names none', () => {
    const policy = 'The dean’s decision is final and concludes the College’s grade appeal process.';
    expect(route('usa', 'academic', ['administrative_error'], policy).body).toBeNull();
    expect(
      route(
        'usa',
        'service',
        [],
        'Students may then contact the New Mexico Higher Education Department.',
      ),
    ).toMatchObject({ body: 'OTHER', name: 'New Mexico Higher Education Department' });
  });

  it('names a state council for higher education as the US route', () => {
    expect(
      route(
        'usa',
        'admissions',
        ['administrative_error'],
        'Students who remain dissatisfied may write to the State Council of Higher Education for Oregon.',
      ),
    ).toMatchObject({ body: 'OTHER', name: 'State Council of Higher Education for Oregon' });
  });

  it('names a state bureau or commission for postsecondary education as the US route', () => {
    expect(
      route(
        'usa',
        'academic',
        ['procedural_irregularity'],
        'A student who has completed these procedures may file a complaint about the College with the\nCalifornia Bureau for Private Postsecondary Education. Complaints of discrimination may also be made to the U.S. Department of Education, Office for Civil Rights.',
      ),
    ).toMatchObject({
      body: 'OTHER',
      name: 'California Bureau for Private Postsecondary Education',
    });
  });

  it('says an outside body sets no time limit only where the policy says it of that body', () => {
    const internalOnly =
      'There is no time limit for reporting a concern to the Equity Office. Complaints may be filed with the Office for Civil Rights.';
    expect(route('usa', 'service', ['discrimination'], internalOnly).timeLimit).toBe(
      'Not stated in the policy.',
    );
    expect(
      route('scotland', 'service', [], 'The Ombudsman sets no time limit for complaints.')
        .timeLimit,
    ).toBe('The policy says it sets no time limit; contact it promptly.');
  });

  it('takes a US body the student names as the route', () => {
    const decision = chooseEscalation({
      jurisdiction: 'usa',
      category: 'service',
      grounds: ['administrative_error'],
      policyText: 'The Bursar’s decision concludes the process.',
      narrative:
        'If they wont fix it I will complain to the Texas Higher Education Coordinating Board.',
      deadlines: [],
    });
    expect(decision).toMatchObject({
      body: 'OTHER',
      name: 'Texas Higher Education Coordinating Board',
    });
  });

  it('routes a domestic New Zealand student to the Ombudsman, an international one to iStudent Complaints', () => {
    const policyText =
      '8.1 International students may contact iStudent Complaints. 8.2 Domestic students and applicants may complain to the Ombudsman.';
    const nz = (narrative: string) =>
      chooseEscalation({
        jurisdiction: 'new-zealand',
        category: 'academic',
        grounds: [],
        policyText,
        narrative,
        deadlines: [],
      });
    expect(nz('got email saying im excluded').name).toBe('Ombudsman');
    expect(nz('I am international student on a student visa').name).toBe('iStudent Complaints');
  });

  it('gives the outside body’s time limit as a time, however its step is worded', () => {
    const policyText =
      "SECTION 7 - OMBUDSMAN ONTARIO\n7.1 Once the University's processes have been completed, a student may complain to the Ombudsman Ontario. Complaints should be made within twelve (12) months of the final University decision.\n";
    const decision = chooseEscalation({
      jurisdiction: 'canada',
      category: 'academic',
      grounds: [],
      policyText,
      narrative: '',
      deadlines: extractDeadlines(splitPassages({ text: policyText }), policyText),
    });
    expect(decision.timeLimit).toBe('Within 12 months of the final University decision');
  });

  it('routes Canada to the ombudsman the policy names, and nowhere when it names none', () => {
    expect(
      route('canada', 'academic', [], 'You may then contact the Ontario Ombudsman.'),
    ).toMatchObject({ body: 'OTHER', name: 'Ontario Ombudsman' });
    expect(route('canada', 'academic', [], 'The Senate decision is final.').body).toBeNull();
    // A line of the policy ends inside the name.
    expect(
      route(
        'canada',
        'admissions',
        [],
        'Applicants may contact the Ontario\nOmbudsman, which can review complaints.',
      ),
    ).toMatchObject({ body: 'OTHER', name: 'Ontario Ombudsman' });
  });

  it("never routes Canada to the institution's own ombudsperson", () => {
    const own = `4. Ombudsperson
4.1 Students may contact the University Ombudsperson at any stage for confidential advice.`;
    expect(route('canada', 'service', [], own).body).toBeNull();
    expect(
      route(
        'canada',
        'service',
        [],
        `${own}\n5.1 After the final decision, contact the Ombudsperson of British Columbia.`,
      ),
    ).toMatchObject({ body: 'OTHER', name: 'Ombudsperson of British Columbia' });
    expect(
      route(
        'canada',
        'service',
        [],
        `${own}\n5.1 A student may then complain to Ombudsman Ontario.`,
      ),
    ).toMatchObject({ name: 'Ombudsman Ontario' });
  });
});
