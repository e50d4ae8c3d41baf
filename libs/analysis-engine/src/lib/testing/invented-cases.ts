// Short invented policies and cases for the unit tests. Institutions and people are fictional.

export const RIVERFORD_POLICY = `RIVERFORD UNIVERSITY
Academic Appeals and Misconduct Procedure

1. Definitions

1.1 In this procedure, "days" means working days.

1.2 "Panel" means the Academic Appeals Panel.

2. Grounds

2.1 You may appeal only on one or more of the following grounds:
(a) the procedure was not followed properly;
(b) you have new evidence that could not reasonably have been provided earlier;
(c) the penalty is disproportionate to the offence.

2.2 Appeals that only question the academic judgement of examiners will not be considered.

3. Submitting an appeal

3.1 You must submit your appeal within 15 days of the date your results are released.

3.2 We will acknowledge your appeal within 5 days.

3.3 If you need more time to gather evidence, you may send additional documents within one calendar month of submitting the appeal.

3.4 Students must report a missed examination within 48 hours.

4. Decisions

4.1 The Panel will normally decide appeals within 30 days.

4.2 The Panel may confirm, reduce or increase the penalty.

4.3 Emergency repairs will be attended to within 48 hours.

5. Final review

5.1 If you are unhappy with the Panel's decision you have two weeks from the date of the decision letter to request a final review.

5.2 The decision of the Final Review is final and there is no further right of appeal.

6. External review

6.1 Once you have completed this procedure you may complain to the Office of the Independent Adjudicator (OIA). The OIA will normally only consider complaints received within twelve months of the Completion of Procedures letter.

7. Records

7.1 Records are retained for six years.
`;

export const RIVERFORD_MISCONDUCT_CASE = {
  issueCategory: 'academic',
  title: 'Zero mark for plagiarism on my first ever offence',
  issueDescription:
    'I am a first-year Law student at Riverford University. The panel gave me a mark of zero for the whole module for plagiarism, although this is my first offence and I forgot two references. I was only given one day’s notice of the hearing. Since the hearing I have found emails from my tutor approving my draft, which I could not have got before because my old account was locked. The decision letter came four working days ago.',
  desiredResolution: 'A reduced penalty.',
  actionTaken: 'notyet',
  universityName: 'Riverford University',
} as const;

export const PRAIRIE_POLICY = `PRAIRIE VALLEY COLLEGE
Student Grievance Procedure (Title IX and Section 504)

I. PURPOSE

Prairie Valley College in Kansas prohibits discrimination on the basis of sex, race and disability.

II. FILING

A. Student grievances must be filed within 10 business days of the incident.
B. The Dean will respond within ten (10) business days of receiving the grievance.

III. EXTERNAL AGENCIES

A. A student may also file a complaint with the U.S. Department of Education, Office for Civil Rights, within 180 days of the discrimination.
`;

export const LOCHSIDE_POLICY = `LOCHSIDE UNIVERSITY
Complaints Handling Procedure

1. Stages

1.1 Stage 1 is frontline resolution. We will respond within five working days.

1.2 You can ask for Stage 2 within six months of the event.

2. Ombudsman

2.1 After Stage 2 you may take the complaint to the Scottish Public Services Ombudsman (SPSO), which expects you to have completed our procedure first.
`;
