import { whoMustAct } from './who-must-act';

describe('whoMustAct', () => {
  it.each([
    'You must submit your appeal ',
    'An appeal must be lodged with the Registry ',
    'Requests must reach the Admissions Office ',
    'A student who is dissatisfied with the outcome may ask for a review ',
    'Either party may appeal the determination by submitting a written appeal ',
    'If evidence cannot be obtained in time, the student must provide it ',
    'The ombudsman must receive the complaint ',
    'The regulator generally expects the complaint to be filed ',
    'Complaints about the service received from the Admissions Office (for example, delay or discourtesy) should be made ',
    'Stage 1 (Faculty): submit a request for review to the Associate Dean of the Faculty ',
    'Complaints to the Ombudsman should generally be made ',
    'The request must be received ',
    'Requests for review must be made ',
    'A complaint or request for review should be made in writing to the Head of Admissions ',
    'Complaints about service should be made as soon as possible and in any event ',
    'The Manager may ask for further documents, which must be provided ',
    'Any material the student wishes the Panel to consider shall be submitted at least ',
    'The regulator’s rules require complaints to reach it ',
    // A pronoun takes the party its sentence opened with.
    'If the applicant is dissatisfied with the Stage 1 response, they may ask for a review by the Pro Vice-Chancellor (Education) ',
    // The party named, then what it is doing: not the office it is using.
    'Students using the Testing Center must book each exam at least ',
    'A resident who wishes to end their agreement early must give ',
    'a tenant who is dissatisfied with the Stage 2 outcome may request an internal review by the Director, Student Services ',
    // A participle's phrase hangs on the document it describes.
    'There is no time limit for raising a concern; however, an appeal seeking a fresh hearing must be lodged with the Secretary ',
    // An outside body that requires the student's complaint.
    'The Commission usually requires that a complaint be made ',
    // Whatever is still to come, from the student who sent the rest.
    'Anything not available at that time must be supplied ',
    // An instruction to the reader.
    'Send the Review Request form, with copies of your documents, ',
    '4.1 Complain to the Northern Ireland Public Services Ombudsman ',
    'Refer your complaint to the Office of the Independent Adjudicator ',
    'The Adjudicator normally requires that complaints be brought ',
    'Appeals are made in writing to the Registrar ',
    // A response the institution must receive is the student's.
    'A student who does not wish to attend may respond in writing instead; a written response must be received ',
    // Time the institution allows the student to do something.
    'Before an application is cancelled as incomplete, the School of Graduate Studies will notify the applicant by email of any missing documents and allow ',
    // The student named by the service they use.
    'A borrower who disputes a replacement fee may ask the Head of Collections to review it ',
    'A patron who is unhappy with the decision may appeal ',
  ])('reads "%s" as a limit on the student', (lead) => {
    expect(whoMustAct(lead)).toBe('student');
  });

  it.each([
    'We will respond to your complaint ',
    'The Panel will normally decide appeals ',
    'The student will normally receive a written outcome ',
    'The student must be given at least ',
    'The decision will normally be given ',
    'The Head of Admissions, or a nominee who was not involved in the decision, will consider the request and respond ',
    'Residential Services aims to attend to emergency repairs ',
    'Residence maintenance: urgent requests (heat, water, security, pests) are attended ',
    'Residence maintenance: urgent requests (heat, water, security, pests) are attended within 24 hours; routine requests ',
    'The Committee meets every two weeks and decides appeals ',
    'The Dean of Students will acknowledge the grievance ',
    'Every research student is entitled to written feedback on draft chapters ',
    'Applications received by the closing date will be assessed ',
    'A meeting with the student will be held ',
    'All evidence to be relied on must be sent to the student at least ',
    // An office known only by its initials, doing what offices do, to what the student sent.
    'DSS will respond to a complete request ',
    'The AIO will notify the student of the decision and the reasons in writing ',
    // The relative clause's subject is the office it hangs on.
    'The student should raise the matter with the office concerned, which will try to resolve it ',
    'Students who appeal will receive a decision, which the Panel must make ',
    'Mould reported by a resident will be inspected ',
    'Requests are considered by the Head of Admissions, who will respond ',
    'The Registry will check the appeal is within time and on a valid ground and will respond ',
    'The SAP Appeals Committee meets every two weeks during the term and decides appeals ',
    'A report alleging harassment must be forwarded by any member of staff to the Equality Office ',
    'The Clerk will send the decision in writing, normally ',
    // A second verb shares the first one's subject.
    'The Board will read the appeal on the papers and will normally tell the student its decision ',
    // …also where the first verb is in a relative clause on the subject.
    'A Complaints Investigator who is independent of the service concerned will investigate and will normally respond ',
    'The student record will be updated ',
    'Where a complaint is upheld any charges paid in error will be refunded ',
    'When the Accommodation Office receives a concern, it will contact the resident ',
    // A passive in the present says who acts as "will be" does.
    '9.6.1 Housing maintenance: emergency requests are answered ',
    '13. Appeals are determined by the Faculty Appeals Committee ',
    '9.6.6 General complaints are answered by the responsible office ',
    'Students are notified of their placement allocation at least ',
    // Staff named in the plural.
    'Supervisors will normally return written feedback on draft chapters ',
    // The time the institution had for its own step, made a condition of the student's.
    'A student whose review has not been completed within ',
    // What the student has not yet received is the institution's to send.
    'If you have not received a written response ',
    'Where a student has not had a reply ',
    'If the complainant has not heard from the Investigator ',
  ])('reads "%s" as the institution’s own timescale', (lead) => {
    expect(whoMustAct(lead)).toBe('institution');
  });
});
