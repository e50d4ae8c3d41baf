// Writes the plan the corpus stories were written to: one row per story, with the
// situation, jurisdiction, stage, register, length, the grounds the story is meant to
// support and one twist. Deterministic (fixed seed), so the plan can be rebuilt and read.
// Usage: node libs/analysis-engine/corpus/plan.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JURISDICTIONS } from './jurisdictions.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const BATCHES = Number(process.env.CORPUS_BATCHES ?? 8);
const FIRST_BATCH = Number(process.env.CORPUS_FIRST_BATCH ?? 1);
const PER_BATCH = Number(process.env.CORPUS_PER_BATCH ?? 150);

function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Situations per category, each with the grounds that can plausibly arise in it.
const SITUATIONS = {
  admissions: [
    [
      'application rejected; grades, qualifications or documents recorded wrongly',
      ['administrative_error', 'procedural_irregularity', 'misrepresentation'],
    ],
    [
      'offer withdrawn or not confirmed after results day',
      [
        'administrative_error',
        'procedural_irregularity',
        'extenuating_circumstances',
        'misrepresentation',
        'new_evidence',
      ],
    ],
    [
      'interview or audition where requested disability adjustments were not made',
      ['disability_adjustments', 'procedural_irregularity', 'discrimination'],
    ],
    [
      'rejected after an interview with a panel member who knew or disliked the applicant',
      ['bias', 'procedural_irregularity', 'discrimination'],
    ],
    [
      'contextual or access offer criteria not applied',
      ['procedural_irregularity', 'administrative_error', 'misrepresentation'],
    ],
    [
      'entry requirements or deadline stated wrongly on the website or by an adviser',
      ['misrepresentation', 'administrative_error'],
    ],
    [
      'transfer, credit recognition or advanced standing refused',
      ['administrative_error', 'procedural_irregularity', 'misrepresentation', 'new_evidence'],
    ],
    [
      'fee status or residency classification decided wrongly',
      ['administrative_error', 'procedural_irregularity', 'new_evidence', 'misrepresentation'],
    ],
    [
      'application lost, portfolio or reference never considered',
      ['administrative_error', 'procedural_irregularity'],
    ],
    [
      'illness or bereavement affected the entrance exam, test or interview',
      ['extenuating_circumstances', 'procedural_irregularity', 'new_evidence'],
    ],
    [
      'remarks about religion, accent, age or ethnicity during selection',
      ['discrimination', 'bias', 'procedural_irregularity'],
    ],
    [
      'deferral or change of start date refused',
      [
        'extenuating_circumstances',
        'misrepresentation',
        'procedural_irregularity',
        'administrative_error',
      ],
    ],
    ['applicant disputes that the personal statement or portfolio was good enough', []],
  ],
  academic: [
    [
      'grade or mark appeal for an essay, exam or dissertation',
      ['procedural_irregularity', 'administrative_error', 'extenuating_circumstances', 'bias'],
    ],
    [
      'plagiarism or collusion penalty',
      [
        'procedural_irregularity',
        'disproportionate_sanction',
        'new_evidence',
        'bias',
        'extenuating_circumstances',
      ],
    ],
    [
      'exam misconduct (phone, notes, talking) penalty',
      [
        'procedural_irregularity',
        'disproportionate_sanction',
        'new_evidence',
        'disability_adjustments',
      ],
    ],
    [
      'contract cheating or AI-use allegation',
      [
        'procedural_irregularity',
        'disproportionate_sanction',
        'new_evidence',
        'bias',
        'discrimination',
      ],
    ],
    [
      'progression refused, required to repeat or withdrawn for failing',
      [
        'extenuating_circumstances',
        'procedural_irregularity',
        'administrative_error',
        'disability_adjustments',
        'new_evidence',
      ],
    ],
    [
      'extenuating or mitigating circumstances claim rejected',
      [
        'extenuating_circumstances',
        'procedural_irregularity',
        'new_evidence',
        'administrative_error',
      ],
    ],
    [
      'late submission penalty or missed deadline',
      [
        'extenuating_circumstances',
        'administrative_error',
        'procedural_irregularity',
        'disability_adjustments',
        'service_failure',
      ],
    ],
    [
      'degree classification or final award calculated',
      ['administrative_error', 'procedural_irregularity', 'extenuating_circumstances'],
    ],
    [
      'PhD or research degree: upgrade, viva or progression review',
      [
        'procedural_irregularity',
        'bias',
        'service_failure',
        'extenuating_circumstances',
        'discrimination',
      ],
    ],
    [
      'placement or practice assessment failed',
      [
        'procedural_irregularity',
        'bias',
        'discrimination',
        'disability_adjustments',
        'extenuating_circumstances',
      ],
    ],
    [
      'fitness to practise or professional suitability outcome',
      [
        'procedural_irregularity',
        'disproportionate_sanction',
        'bias',
        'new_evidence',
        'disability_adjustments',
      ],
    ],
    [
      'exam arrangements (extra time, rest breaks, separate room) not provided',
      [
        'disability_adjustments',
        'procedural_irregularity',
        'discrimination',
        'extenuating_circumstances',
      ],
    ],
    [
      'group project mark where others did not contribute',
      ['procedural_irregularity', 'administrative_error', 'bias'],
    ],
    [
      'withdrawn for attendance or engagement',
      [
        'extenuating_circumstances',
        'procedural_irregularity',
        'administrative_error',
        'disability_adjustments',
      ],
    ],
    ['student simply thinks the mark is too low', []],
  ],
  service: [
    [
      'university housing repairs, mould, heating, pests or safety',
      ['service_failure', 'disability_adjustments', 'misrepresentation'],
    ],
    [
      'housing deposit, fines or charges',
      ['administrative_error', 'service_failure', 'misrepresentation', 'disproportionate_sanction'],
    ],
    [
      'financial aid, bursary or scholarship decision or appeal (incl. SAP)',
      [
        'administrative_error',
        'extenuating_circumstances',
        'new_evidence',
        'misrepresentation',
        'procedural_irregularity',
      ],
    ],
    [
      'fees charged wrongly, refund refused, or hold on records',
      ['administrative_error', 'service_failure', 'misrepresentation'],
    ],
    [
      'disability services: accommodations approved but not delivered, or refused',
      ['disability_adjustments', 'discrimination', 'service_failure'],
    ],
    [
      'teaching cancelled, course changed or closed, facilities unavailable',
      ['service_failure', 'misrepresentation'],
    ],
    [
      'supervision or personal tutoring not provided',
      ['service_failure', 'bias', 'discrimination'],
    ],
    [
      'complaint ignored, delayed or mishandled',
      ['service_failure', 'procedural_irregularity', 'bias'],
    ],
    [
      'harassment or bullying by staff or students not dealt with',
      ['discrimination', 'service_failure', 'procedural_irregularity'],
    ],
    ['IT, library, lab or online platform failures', ['service_failure', 'administrative_error']],
    [
      'student conduct or housing disciplinary sanction',
      ['disproportionate_sanction', 'procedural_irregularity', 'bias', 'new_evidence'],
    ],
    [
      'international student services: visa letter, CAS, enrolment documents',
      ['administrative_error', 'service_failure', 'misrepresentation'],
    ],
    [
      'advice from staff relied on that turned out wrong',
      ['misrepresentation', 'administrative_error'],
    ],
  ],
};

const STAGES = [
  'notyet',
  'triedinformally',
  'submittedcomplaint',
  'requestedreview',
  'escalatedtoombudsman',
];
const STAGE_WEIGHTS = [0.34, 0.26, 0.2, 0.14, 0.06];
// The second round (CORPUS_PROFILE=messy) leans to how students most often write: short,
// misspelt, angry, non-native, text-speak.
const MESSY = process.env.CORPUS_PROFILE === 'messy';
const REGISTERS_ROUND_ONE = [
  ['formal', 0.12],
  ['plain', 0.14],
  ['angry', 0.15],
  ['misspelt', 0.15],
  ['non-native English', 0.15],
  ['text-speak', 0.1],
  ['rambling', 0.1],
  ['advisor writing about the student in the third person', 0.05],
  ['anxious and apologetic', 0.04],
];
const REGISTERS = MESSY
  ? [
      ['formal', 0.05],
      ['plain', 0.08],
      ['angry', 0.17],
      ['misspelt', 0.2],
      ['non-native English', 0.2],
      ['text-speak', 0.15],
      ['rambling', 0.08],
      ['advisor writing about the student in the third person', 0.04],
      ['anxious and apologetic', 0.03],
    ]
  : REGISTERS_ROUND_ONE;
const LENGTHS = MESSY
  ? [
      ['one line (8-25 words)', 0.3],
      ['short (30-80 words)', 0.4],
      ['medium (90-200 words)', 0.22],
      ['long (220-450 words, several paragraphs)', 0.08],
    ]
  : [
      ['one line (8-25 words)', 0.15],
      ['short (30-80 words)', 0.35],
      ['medium (90-200 words)', 0.35],
      ['long (220-450 words, several paragraphs)', 0.15],
    ];
const TWISTS = [
  ['', 0.4],
  [
    'negation: mentions a fact that would be a ground, but says it did NOT happen (e.g. "I was not ill", "nobody was rude")',
    0.1,
  ],
  [
    "someone else's circumstance: illness, absence or problem belongs to a member of staff or another student, not the student",
    0.08,
  ],
  [
    'hypothetical or future: talks about something that might happen or that the student fears, not something that happened',
    0.07,
  ],
  [
    'misleading keyword: uses a word that usually signals a ground in another sense (e.g. "accommodation" meaning housing, "biased" about a question, "error" in their own work)',
    0.08,
  ],
  ['the student mainly disputes academic judgement or quality of work as well', 0.07],
  ['the student has already been to, or wants to go straight to, an external body', 0.06],
  [
    'timing: dates or "N days/weeks ago" put the student close to or past a time limit in the policy',
    0.08,
  ],
  ['the student lacks evidence they will need (no letter, no note, nothing in writing)', 0.06],
];
const WARNING_FOCUS = [
  ['', 0.45],
  ['academic_judgement', 0.08],
  ['late_submission_risk', 0.1],
  ['sanction_may_increase', 0.06],
  ['ombudsman_cannot_review_admissions', 0.06],
  ['internal_process_not_complete', 0.08],
  ['single_appeal_only', 0.07],
  ['evidence_needed', 0.1],
];

function pick(rng, weighted) {
  let r = rng() * weighted.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of weighted) {
    r -= w;
    if (r <= 0) return value;
  }
  return weighted[weighted.length - 1][0];
}
function pickOne(rng, list) {
  return list[Math.floor(rng() * list.length)];
}

function groundsFor(rng, possible) {
  if (possible.length === 0) return [];
  const n = pick(rng, [
    [0, 0.1],
    [1, 0.45],
    [2, 0.32],
    [3, 0.13],
  ]);
  const pool = [...possible];
  const chosen = [];
  // The first-listed grounds are the most typical of the situation.
  while (chosen.length < Math.min(n, pool.length)) {
    const i = rng() < 0.55 ? 0 : Math.floor(rng() * pool.length);
    chosen.push(pool.splice(i, 1)[0]);
  }
  return chosen;
}

for (let b = FIRST_BATCH; b < FIRST_BATCH + BATCHES; b++) {
  const batch = `b${String(b).padStart(2, '0')}`;
  const rng = mulberry32(20261124 + b * 7919);
  const rows = [];
  for (let i = 1; i <= PER_BATCH; i++) {
    const category = pick(rng, [
      ['admissions', 0.24],
      ['academic', 0.43],
      ['service', 0.33],
    ]);
    const [situation, possible] = pickOne(rng, SITUATIONS[category]);
    let warningFocus = pick(rng, WARNING_FOCUS);
    if (warningFocus === 'ombudsman_cannot_review_admissions' && category !== 'admissions')
      warningFocus = '';
    if (
      warningFocus === 'sanction_may_increase' &&
      !/penalty|misconduct|cheating|sanction|fitness/.test(situation)
    )
      warningFocus = '';
    rows.push({
      id: `${batch}-${String(i).padStart(3, '0')}`,
      issueCategory: category,
      situation,
      jurisdiction: JURISDICTIONS[(i + b) % JURISDICTIONS.length],
      actionTaken: pick(
        rng,
        STAGES.map((s, k) => [s, STAGE_WEIGHTS[k]]),
      ),
      register: pick(rng, REGISTERS),
      length: pick(rng, LENGTHS),
      grounds: groundsFor(rng, possible),
      warningFocus,
      twist: pick(rng, TWISTS),
    });
  }
  mkdirSync(join(here, 'plan'), { recursive: true });
  writeFileSync(
    join(here, 'plan', `${batch}.jsonl`),
    rows.map((r) => JSON.stringify(r)).join('\n') + '\n',
  );
}

// What each batch's nine policies must say, varied so that no wording or feature is tied to
// one jurisdiction: whether an appeal can make a penalty worse, whether a decision is final,
// whether the grounds of appeal are a closed list, how days are counted, which outside body.
const SANCTION = ['may-increase', 'cannot-increase', 'silent'];
const FINALITY = ['one-appeal-only', 'decision-final', 'none'];
const DAY_UNITS = [
  'working days',
  'business days',
  'calendar days',
  '"days" defined in a definitions clause',
  'weeks and months',
];
const EXTERNAL = {
  england: [
    'OIA (stating it does not take admissions complaints)',
    'OIA (no mention of admissions)',
  ],
  wales: [
    'OIA (stating it does not take admissions complaints)',
    'OIA, and a sentence that the Public Services Ombudsman for Wales does not handle university complaints',
  ],
  scotland: ['SPSO (including that it can look at admissions complaints)', 'SPSO'],
  'northern-ireland': ['Northern Ireland Public Services Ombudsman (NIPSO)'],
  ireland: [
    'Office of the Ombudsman',
    'Office of the Ombudsman (and the Ombudsman for Children for students under 18)',
  ],
  australia: ['National Student Ombudsman', 'National Student Ombudsman and the state Ombudsman'],
  'new-zealand': [
    'Office of the Ombudsman',
    'iStudent Complaints for international students and the Ombudsman for others',
  ],
  usa: [
    'the Office for Civil Rights for discrimination and disability, and the state higher education agency for other complaints',
    'only the Office for Civil Rights (discrimination and disability)',
    'no outside body at all',
  ],
  canada: ['the provincial Ombudsman (e.g. Ontario Ombudsman, Ombudsperson BC)', 'no outside body'],
};
for (let b = FIRST_BATCH; b < FIRST_BATCH + BATCHES; b++) {
  const batch = `b${String(b).padStart(2, '0')}`;
  const rng = mulberry32(4409 + b * 104729);
  const policies = JURISDICTIONS.map((jurisdiction, j) => ({
    file: `${jurisdiction}.txt`,
    jurisdiction,
    sanctionOnAppeal: SANCTION[(b + j) % SANCTION.length],
    finality: FINALITY[(b * 2 + j) % FINALITY.length],
    groundsOfAppeal: rng() < 0.6 ? 'closed list' : 'open',
    dayUnits: DAY_UNITS[(b + 2 * j) % DAY_UNITS.length],
    informalStage: rng() < 0.65 ? 'yes' : 'no',
    externalBody: pickOne(rng, EXTERNAL[jurisdiction]),
  }));
  writeFileSync(
    join(here, 'plan', `${batch}-policies.json`),
    JSON.stringify(policies, null, 2) + '\n',
  );
}
