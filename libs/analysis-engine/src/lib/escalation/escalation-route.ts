import { type ExtractedDeadline } from '../deadlines/extract-deadlines';
import { type Escalation, type Ground, type IssueCategory } from '../report/report.schema';

export type Jurisdiction =
  | 'scotland'
  | 'england-wales'
  | 'northern-ireland'
  | 'ireland'
  | 'australia'
  | 'usa'
  | 'canada'
  | 'new-zealand'
  | 'unknown';

interface Cue {
  jurisdiction: Exclude<Jurisdiction, 'unknown'>;
  pattern: RegExp;
  weight: number;
}

// Named bodies weigh most, then places, then spelling and vocabulary.
const CUES: Cue[] = [
  { jurisdiction: 'scotland', pattern: /Scottish Public Services Ombudsman|\bSPSO\b/g, weight: 6 },
  {
    jurisdiction: 'scotland',
    pattern: /\bScotland\b|\bScottish\b|\bEdinburgh\b|\bGlasgow\b|\bAberdeen\b|\bDundee\b/g,
    weight: 3,
  },
  {
    jurisdiction: 'england-wales',
    pattern: /Office of the Independent Adjudicator|\bOIA\b/g,
    weight: 6,
  },
  {
    jurisdiction: 'england-wales',
    // A Welsh institution by its Welsh name: "Prifysgol" (university), "Coleg" (college).
    pattern:
      /\bEngland\b|\bWales\b|\bWelsh\b|\bOffice for Students\b|\bOfS\b|\bPrifysgol\b|\bColeg\b/g,
    weight: 3,
  },
  {
    jurisdiction: 'england-wales',
    pattern:
      /\bUCAS\b|\bbank holidays?\b|\b2:[12]\b|\bA[- ]levels?\b|\bsixth[- ]form\b|\bYear 13\b/g,
    weight: 1,
  },
  {
    jurisdiction: 'northern-ireland',
    pattern: /Northern Ireland Public Services Ombudsman|\bNIPSO\b/g,
    weight: 6,
  },
  { jurisdiction: 'northern-ireland', pattern: /\bNorthern Ireland\b|\bBelfast\b/g, weight: 4 },
  {
    jurisdiction: 'ireland',
    pattern: /\bQQI\b|\bHigher Education Authority\b|\bOmbudsman Act 1980\b/g,
    weight: 5,
  },
  // Ireland's and New Zealand's ombudsman are both "the Office of the Ombudsman": alone it says
  // Ireland, where more such policies come from; any New Zealand cue outweighs it.
  { jurisdiction: 'ireland', pattern: /\bOffice of the Ombudsman\b/g, weight: 3 },
  { jurisdiction: 'new-zealand', pattern: /\bOffice of the Ombudsman\b/g, weight: 2 },
  // Web addresses name their country.
  { jurisdiction: 'ireland', pattern: /\b[\w-]+(?:\.[\w-]+)*\.ie\b/g, weight: 5 },
  { jurisdiction: 'new-zealand', pattern: /\b[\w-]+(?:\.[\w-]+)*\.(?:nz)\b/g, weight: 5 },
  { jurisdiction: 'australia', pattern: /\b[\w-]+(?:\.[\w-]+)*\.au\b/g, weight: 5 },
  { jurisdiction: 'canada', pattern: /\b[\w-]+(?:\.[\w-]+)*\.ca\b/g, weight: 4 },
  {
    jurisdiction: 'ireland',
    pattern:
      /\b(?<!Northern )Ireland\b|\bIrish\b|\bLeaving Cert\w*\b|\beuros?\b|€|\bDublin\b|\bCork\b|\bGalway\b/g,
    weight: 3,
  },
  {
    jurisdiction: 'australia',
    pattern:
      /National Student Ombudsman|\bTEQSA\b|\bHigher Education Standards Framework\b|\bESOS\b/g,
    weight: 6,
  },
  {
    jurisdiction: 'australia',
    pattern:
      /\bAustralia\w*\b|\bQueensland\b|\bNew South Wales\b|\bVictoria\b|\bTasmania\b|\bWestern Australia\b|\bSouth Australia\b|\bNorthern Territory\b|\bCanberra\b|\bSydney\b|\bMelbourne\b|\bBrisbane\b|\bPerth\b|\bAdelaide\b/g,
    weight: 3,
  },
  { jurisdiction: 'australia', pattern: /\bunit coordinator\b|\bATAR\b|\bTAFE\b/g, weight: 1 },
  {
    jurisdiction: 'usa',
    pattern:
      /\bOffice for Civil Rights\b|\bTitle IX\b|\bTitle IV\b|\bSection 504\b|\bAmericans with Disabilities Act\b|\bADA\b|\bRehabilitation Act\b|\bFERPA\b|\bU\.S\. Department of Education\b/g,
    weight: 5,
  },
  {
    jurisdiction: 'usa',
    pattern:
      /\b(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)\b/g,
    weight: 3,
  },
  {
    jurisdiction: 'usa',
    pattern:
      /\bPell Grant\b|\bGPA\b|\bsophomore\b|\bfreshman\b|\bjunior\b|\bsemester\b|\bfinancial aid\b|\bState University\b|\bcommunity college\b|\bcredit hours\b|\bprogram\b|\bcenter\b|\bbehavior\b/g,
    weight: 1,
  },
  {
    jurisdiction: 'canada',
    pattern:
      /\bOntario Ombudsman\b|\bOntario\b|\bCanada\b|\bCanadian\b|\bBritish Columbia\b|\bAlberta\b|\bQuebec\b|\bNova Scotia\b|\bManitoba\b|\bSaskatchewan\b/g,
    weight: 4,
  },
  {
    jurisdiction: 'new-zealand',
    pattern:
      /\bNew Zealand\b|\bAotearoa\b|\bNZQA\b|\biStudent Complaints\b|\bKaitiaki Mana Tangata\b|\bPastoral Care of Tertiary and International Learners\b/g,
    weight: 5,
  },
  // Statutes, agencies and schemes that exist in one country only.
  {
    jurisdiction: 'new-zealand',
    pattern:
      /\bOmbudsmen Act 1975\b|\bEducation and Training Act 2020\b|\bNCEA\b|\bStudyLink\b|\bTertiary Education Commission\b/g,
    weight: 6,
  },
  {
    jurisdiction: 'ireland',
    pattern: /\bSUSI\b|\bCAO\b|\bHEAR scheme\b|\bDARE scheme\b/g,
    weight: 4,
  },
  {
    jurisdiction: 'australia',
    pattern: /\bCommonwealth Ombudsman\b|\bCRICOS\b|\bHECS\b|\bHELP debt\b|\bCentrelink\b/g,
    weight: 4,
  },
  { jurisdiction: 'canada', pattern: /\bOmbudsperson\b|\bOSAP\b|\bCEGEP\b/g, weight: 4 },
  {
    jurisdiction: 'new-zealand',
    pattern:
      /\b(?:Auckland|Wellington|Christchurch|Dunedin|Otago|Waikato|Canterbury|Massey|Tauranga|Palmerston North|Whanganui|Rotorua|Kia ora|Te Pūkenga|Te Pukenga|wharekura|whānau)\b/g,
    weight: 3,
  },
];

const UK_SPELLING =
  /\b(?:organisation|programme|judgement|behaviour|colour|centre|licence|recognise|favour|honour|enrol|fulfil|apologise|authorised)\b/g;

export function inferJurisdiction(
  policyText: string,
  narrative: string,
  universityName: string,
): Jurisdiction {
  const scores = new Map<Jurisdiction, number>();
  // One space for every run of white space: a PDF's text breaks lines inside names ("the
  // National\nStudent Ombudsman", "Northern\nIreland").
  const text = `${policyText}\n${narrative}\n${universityName}`.replace(/\s+/g, ' ');
  for (const cue of CUES) {
    const hits = text.match(cue.pattern)?.length ?? 0;
    if (hits > 0)
      scores.set(
        cue.jurisdiction,
        (scores.get(cue.jurisdiction) ?? 0) + cue.weight * Math.min(hits, 3),
      );
  }
  const best = [...scores.entries()].sort((a, b) => b[1] - a[1])[0];
  if (best && best[1] >= 3) return best[0];
  // With no place or body named, British spelling at least says "UK", where most cases are
  // English; but a policy that names an ombudsman of its own is from elsewhere in the
  // Commonwealth, and the body it names is the route.
  if (
    (text.match(UK_SPELLING)?.length ?? 0) >= 2 &&
    !/\bOmbuds(?:man|men|person)\b/.test(policyText)
  )
    return 'england-wales';
  return best ? best[0] : 'unknown';
}

const DISCRIMINATION_GROUNDS: Ground[] = ['discrimination', 'disability_adjustments'];
// A state's body by its name: "Texas Higher Education Coordinating Board", "California Bureau for
// Private Postsecondary Education", "Florida Commission for Independent Education".
const US_STATE_AGENCY =
  /\b(?!U\.S\.)[A-Z][a-z]+(?: [A-Z][a-z]+)? (?:Department of (?:Higher )?Education|Higher Education (?:Commission|Coordinating Board|Board|Authority|Department|Council)|Board of (?:Regents|Higher Education)|Commission (?:on|for) (?:Higher|Postsecondary) Education|Postsecondary Education (?:Commission|Board)|(?:Bureau|Commission|Board|Office|Division) (?:for|of|on) (?:Private |Independent |Proprietary )?(?:Postsecondary|Post-secondary|Higher) Education|Commission for Independent Education)\b|\b(?:State )?(?:Council|Commission|Board) (?:of|on|for) (?:Higher|Postsecondary|Post-secondary) Education for [A-Z][a-z]+(?: [A-Z][a-z]+)?\b/;
const US_OUTSIDE_ROUTE =
  /\b(?:state (?:agency|authority|licensing|higher education|department|regulator)|attorney general|ombuds(?:man|person)?|accrediting (?:agency|body|commission)|accreditor)\b/i;
const PROVINCIAL_OMBUDSMAN = /\b(?:[A-Z][a-z]+ )*Ombuds(?:man|person)\b/g;
// "the University Ombudsperson … for confidential advice at any stage", "the Ombudsperson of the
// College": the institution's own office, not an outside body.
const OWN_OFFICE_NAME = /\b(?:University|College|Institute|Polytechnic|Campus|Students?|School)\b/;
const OWN_OFFICE_AFTER =
  /^\s*(?:of|at|for)\s+(?:the\s+)?(?:University|College|Institute|Polytechnic)\b/;

// "Ombudsman Ontario", "the Ombudsperson of British Columbia": a name after the title.
const NAME_AFTER = /^(?:\s+of)?\s+((?:[A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?)\b/;

/**
 * The first ombudsman or ombudsperson named that is not the institution's own office. A bare
 * "Ombudsperson" (a heading, "contact the Ombudsperson at any stage") names no outside body.
 */
function outsideOmbudsman(text: string): string | undefined {
  for (const match of text.matchAll(PROVINCIAL_OMBUDSMAN)) {
    const after = text.slice(match.index + match[0].length);
    if (OWN_OFFICE_NAME.test(match[0]) || OWN_OFFICE_AFTER.test(after)) continue;
    if (/\s/.test(match[0])) return match[0];
    const name = NAME_AFTER.exec(after);
    if (name && !OWN_OFFICE_NAME.test(name[1])) return `${match[0]}${name[0]}`;
  }
  return undefined;
}

const NO_TIME_LIMIT = /does not set a time limit|no time limit/i;
const OUTSIDE_BODY =
  /\b(?:ombuds\w*|adjudicator|OIA|SPSO|NSO|PSOW|OCR|Civil Rights|commission\w*|agency|regulator|council|external|independent)\b/i;

const INTERNATIONAL_LEARNER =
  /\binternational (?:student|learner)|\boverseas student|\b(?:student )?visa\b|\bfrom overseas\b/i;

function namedIn(text: string, pattern: RegExp): string | undefined {
  return pattern.exec(text)?.[0];
}

function externalTimeLimit(deadlines: ExtractedDeadline[], body: RegExp): string | undefined {
  const limit =
    deadlines.find((d) => d.stage === 'external' && body.test(d.sentence)) ??
    deadlines.find((d) => d.stage === 'external');
  return limit
    ? // "Complain to the SPSO within 12 months …", "Make the complaint within 12 months …": the
      // time itself, the body being named beside it.
      `${limit.description.replace(/^(?:Complain to [^]*?|Make the complaint|File (?:a|the) complaint[^]*?) within /, 'Within ')}`
    : undefined;
}

/**
 * Where the student can go once the institution's procedures are finished: the OIA for
 * England and Wales (never for applicants' admissions complaints), the SPSO for Scotland, the
 * National Student Ombudsman for Australia, the Office for Civil Rights for US discrimination
 * and disability cases, and otherwise the body the policy itself names.
 */
export function chooseEscalation(input: {
  jurisdiction: Jurisdiction;
  category: IssueCategory;
  grounds: Ground[];
  policyText: string;
  narrative: string;
  deadlines: ExtractedDeadline[];
}): Escalation {
  const { jurisdiction, category, grounds, deadlines } = input;
  // One space for every run of white space: a policy's lines break inside a body's name ("the
  // Ontario\nOmbudsman").
  const policyText = input.policyText.replace(/\s+/g, ' ');
  const stated = (pattern: RegExp, fallback: string) =>
    externalTimeLimit(deadlines, pattern) ?? fallback;
  // "There is no time limit for reporting" is about the institution's own route: only a
  // sentence that names an outside body says that body sets none.
  const noLimitStated = input.policyText
    .split(/(?<=[.;!?])\s+|\n+/)
    .some((sentence) => NO_TIME_LIMIT.test(sentence) && OUTSIDE_BODY.test(sentence))
    ? 'The policy says it sets no time limit; contact it promptly.'
    : 'Not stated in the policy.';

  switch (jurisdiction) {
    case 'scotland':
      return {
        body: 'SPSO',
        name: 'Scottish Public Services Ombudsman',
        timeLimit: stated(/SPSO|Ombudsman/i, noLimitStated),
      };
    case 'england-wales':
      if (category === 'admissions') {
        return {
          body: null,
          name: 'None: the OIA does not consider admissions complaints from applicants, so the university’s own final stage is the end of the process.',
          timeLimit: 'Not applicable.',
        };
      }
      // The PSOW takes complaints about Welsh public bodies but not universities, which are in
      // the OIA scheme; only a policy that names the PSOW and not the OIA points there.
      if (
        /Public Services Ombudsman for Wales/i.test(policyText) &&
        !/Independent Adjudicator|\bOIA\b/.test(policyText)
      ) {
        return {
          body: 'PSOW',
          name: 'Public Services Ombudsman for Wales',
          timeLimit: stated(/Ombudsman/i, noLimitStated),
        };
      }
      return {
        body: 'OIA',
        name: 'Office of the Independent Adjudicator for Higher Education',
        timeLimit: stated(/OIA|Adjudicator/i, noLimitStated),
      };
    case 'australia':
      return {
        body: 'NSO',
        name: 'National Student Ombudsman',
        timeLimit: stated(/Ombudsman/i, noLimitStated),
      };
    case 'usa': {
      const discriminationCase =
        grounds.some((g) => DISCRIMINATION_GROUNDS.includes(g)) ||
        /\bTitle IX\b|sexual harass/i.test(input.narrative);
      if (discriminationCase) {
        return {
          body: 'OCR',
          name: 'U.S. Department of Education, Office for Civil Rights',
          timeLimit: stated(/OCR|Civil Rights/i, noLimitStated),
        };
      }
      const stateAgency = namedIn(policyText, US_STATE_AGENCY);
      // A grade appeal or other internal matter with no outside body named (by the policy or
      // by the student) ends with the college.
      const outsideRouteNamed =
        stateAgency !== undefined ||
        US_OUTSIDE_ROUTE.test(policyText) ||
        US_OUTSIDE_ROUTE.test(input.narrative) ||
        namedIn(input.narrative, US_STATE_AGENCY) !== undefined;
      if (!outsideRouteNamed) {
        return {
          body: null,
          name: 'No external body: the policy names none for this kind of matter, so the institution’s final decision ends the process.',
          timeLimit: 'Not applicable.',
        };
      }
      return {
        body: 'OTHER',
        name:
          stateAgency ??
          namedIn(input.narrative, US_STATE_AGENCY) ??
          'The state higher education agency that handles complaints about institutions in your state',
        timeLimit: stated(/Department|Commission|Board|agency/i, noLimitStated),
      };
    }
    case 'ireland':
      return {
        body: 'OTHER',
        name: 'Office of the Ombudsman (Ireland)',
        timeLimit: stated(/Ombudsman/i, noLimitStated),
      };
    case 'northern-ireland':
      return {
        body: 'OTHER',
        name: 'Northern Ireland Public Services Ombudsman',
        timeLimit: stated(/Ombudsman/i, noLimitStated),
      };
    case 'canada': {
      // Provincial ombudsmen differ in what they take: only one the policy or the student
      // names is a route.
      const named = outsideOmbudsman(policyText) ?? outsideOmbudsman(input.narrative);
      return named
        ? { body: 'OTHER', name: named, timeLimit: stated(/Ombuds/i, noLimitStated) }
        : {
            body: null,
            name: 'No external body: the policy names none, so the institution’s final decision ends the process.',
            timeLimit: 'Not applicable.',
          };
    }
    case 'new-zealand': {
      // iStudent Complaints is the scheme for international learners; a domestic student goes to
      // the Ombudsman.
      const international = INTERNATIONAL_LEARNER.test(input.narrative);
      const [first, second] = international
        ? [/iStudent Complaints/, /\bOmbudsman\b/]
        : [/\bOmbudsman\b/, /iStudent Complaints/];
      return {
        body: 'OTHER',
        name: namedIn(policyText, first) ?? namedIn(policyText, second) ?? 'Ombudsman',
        timeLimit: stated(/Ombudsman|iStudent/i, noLimitStated),
      };
    }
    default: {
      const body = namedIn(
        policyText,
        /\b(?:[A-Z][a-z]+ )*Ombudsman\b|\b(?:[A-Z][a-z]+ )+(?:Commissioner|Adjudicator)\b/,
      );
      if (body && /Public Services Ombudsman for Wales/.test(body)) {
        return {
          body: 'PSOW',
          name: 'Public Services Ombudsman for Wales',
          timeLimit: stated(/Ombudsman/i, noLimitStated),
        };
      }
      return body
        ? {
            body: 'OTHER',
            name: body,
            timeLimit: stated(/Ombudsman|Commissioner|Adjudicator/i, noLimitStated),
          }
        : {
            body: null,
            name: 'No external body identified from the policy or the institution.',
            timeLimit: 'Not applicable.',
          };
    }
  }
}
