import { formatDisplayDate, formatTimeLimit } from '@redress/domain';
import { findPolicySentences, type PolicySentence } from '../citations/policy-sentences';
import { EXTERNAL_BODY, type ExtractedDeadline } from '../deadlines/extract-deadlines';
import { type Jurisdiction } from '../escalation/escalation-route';
import { type Passage } from '../passages/split-passages';
import { clausePolarity, readClause, type Polarity } from '../policy/clause-polarity';
import { fitsTheStory, nextStepDeadline } from '../policy/next-step';
import { partsBearingOn } from '../policy/procedure-facts';
import { tellsOfMisconduct } from '../reading/misconduct-story';
import {
  type CaseDetails,
  type Escalation,
  type Ground,
  type WarningCode,
} from '../report/report.schema';
import { plainApostrophes } from '../text/whitespace';
import {
  assessTiming,
  LATE_WITHIN_WORKING_DAYS,
  stepsTaken,
  takesStep,
  type LateRisk,
} from '../timing/late-risk';
import { shorten } from '../text/shorten';
import { storySentences } from '../text/sentences';

export interface DetectedWarning {
  code: WarningCode;
  message: string;
  /** The policy sentence the warning rests on, cited in the report. */
  policy?: PolicySentence;
  /** A late warning whose limit, by the day or days it states, has not yet ended. */
  inTime?: boolean;
}

/**
 * What the story and the policy say that bears on each warning. The reading model decides
 * which warnings apply from these features and the story's own words; a warning that needs the
 * policy's permission (`gate:` features) can only apply when a clause of the policy, read with
 * its polarity, gives it. A clause that says the opposite of a warning is never its support:
 * "an appeal cannot result in a more severe penalty" closes the gate of `sanction_may_increase`
 * and is kept as a protection the report tells the student about.
 */
export interface WarningSignals {
  features: string[];
  /** The clause each warning would rest on, read with the right polarity. */
  clauses: Partial<Record<WarningCode, PolicySentence>>;
  /** Clauses that protect the student: the appeal body cannot make the penalty worse. */
  protections: {
    sanctionCannotIncrease?: PolicySentence;
    /** The protecting clause has an exception ("…unless further misconduct is found"). */
    sanctionExceptionStated?: boolean;
  };
  timing?: LateRisk;
  /**
   * Where the story dates no event a limit runs from by the day or by "… ago", the timing read
   * from a month it names alone: it words a late warning, never decides one.
   */
  roughTiming?: LateRisk;
  /** The clauses by which a review of a mark may lower it ("whether it is higher or lower"). */
  markMayFall: PolicySentence[];
  /** The student has not yet appealed or asked for a review, and does not say they have. */
  beforeFirstAppeal: boolean;
  /** The student's own sentence saying what they do not have ("I didnt get a copy"). */
  missing?: string;
}

const DISPUTES_JUDGEMENT =
  /\b(?:too harsh|harshly|(?:higher|better|fairer) (?:mark|grade|classification)|deserved? (?:a )?(?:higher|better)|marked (?:too )?(?:harshly|unfairly|down|wrongly|properly)|under-?marked|re-?mark(?:ed|ing)?|(?:mark|grade) (?:is|was) (?:wrong|unfair|too low)|disagree with (?:the|my) (?:mark|grade|feedback|assessment|marking)|unfair (?:mark|grade|marking)|should have (?:got|been given|received) (?:a )?(?:higher|better)|quality of my work|comfortably in the|not (?:good|strong) enough candidate|(?:marker|examiner|marking|assessor|interviewer)s?\s+(?:was|were|is|are)\s+(?:\w+\s+)?(?:harsh|strict|unfair|tough)|(?:mark|grade|score|result)s?\s+(?:has|have|must|should)\s+(?:to\s+)?be\s+(?:wrong|higher|a mistake)|(?:worth|deserved?|deserves) (?:at least |more like |easily )?(?:a |an )?(?:first|2[:.]1|distinction|merit)|(?:better|stronger|more qualified) than (?:(?:half|most|many|some|all) (?:of )?)?(?:the )?(?:other )?(?:people|candidates|applicants|students|classmates|others)|(?:examiners?|markers?|assessors?|graders?)\s+(?:is|are|was|were)\s+(?:just |simply |totally |completely |plain |clearly )?wrong|same (?:data|answers?|work|results?|essay|report|code|method|points)\b[^.!?]{0,40}\bgot (?:a |an )?(?:[A-F][+-]?|\d+|higher|better)|(?:fail|failure|mark|grade|result|score)\s+(?:is|was)\s+(?:just\s+|simply\s+|totally\s+|completely\s+)?wrong|(?:i'?m|i am|im)\s+(?:a\s+)?(?:really\s+|very\s+)?(?:good|great|strong|competent|capable)\s+(?:teacher|nurse|student|practitioner|writer|researcher|candidate|clinician|engineer|designer)|my (?:work|essay|planning|teaching|practice|thesis|chapters?|answers?|dissertation|portfolio|report|code)\s+(?:is|was|were|are)\s+(?:really |very |actually |totally )?(?:good|solid|strong|excellent|fine|great)|(?:misread|misreads|misunderstood|misunderstands|misinterpreted|misinterprets|did ?n[o']t understand|does ?n[o']t understand)\s+(?:my|the)\s+(?:\w+\s+){0,2}(?:approach|argument|analysis|essay|answers?|thesis|methods?|methodology|points?|statistics|design|reasoning|code)|(?:interview|audition|presentation|viva)\s+went\s+(?:really\s+|very\s+|so\s+|quite\s+)?(?:well|great|fine)|(?:got in|got (?:an )?offers?|(?:was|were|got) (?:accepted|admitted|offered|in)|got (?:a )?place)\b[^.!?]{0,30}\bwith\s+(?:a\s+|an\s+|only\s+)?(?:lower|worse|less|fewer|weaker|\d(?:\.\d+)?\b)|(?:people|others|students|applicants|candidates|someone|friends?)\s+with\s+(?:a\s+)?(?:lower|worse|weaker|less)\b[^.!?]{0,30}\b(?:got in|got (?:an )?offers?|(?:was|were|got) (?:accepted|admitted|offered|in))|(?:weak|poor|unsafe|not good enough|insufficient|below (?:the )?standard|incompetent)\b[^.!?]{0,60}\b(?:i|we)\s+(?:\w+\s+)?disagree|\b(?:i|we)\s+(?:\w+\s+)?disagree\b[^.!?]{0,60}\b(?:weak|poor|unsafe|insufficient|chapter|essay|thesis|performance|competen\w*|quality|judge?ment|feedback|marks?|grades?)|(?:said|says|told me|thinks?|thought)\s+(?:that\s+)?i\s+(?:am|was|'m|were|is)\s+(?:doing\s+)?(?:good|well|fine|great|excellent|competent|safe|strong|ready)|(?:marker|examiner|assessor|grader|they|she|he)\s+(?:can'?t|cannot|could ?n[o']t|did ?n[o']t|did not|never)\s+(?:have\s+)?(?:read|looked at|understood|marked)\s+(?:our|my|the|her|his)\s+(?:\w+\s+){0,2}?(?:section|essay|answers?|analysis|work|report|thesis|chapter|code|script|argument|portfolio)\s+(?:properly|carefully|fully|at all)|(?:i|she|he|we)\s+(?:\w+\s+)?(?:sang|played|performed|danced|presented|did)\s+(?:really\s+|very\s+|so\s+)?(?:well|great|brilliantly)|did ?n[o']t (?:like|rate|get) (?:my|her|his|our) (?:repertoire|style|work|pieces?|portfolio|approach|design|ideas?))\b/i;
// A letter grade the work deserves ("its worth at least a B"), read with its capital.
const DESERVES_LETTER_GRADE =
  /\b(?:[Ww]orth|[Dd]eserved?|[Dd]eserves) (?:at least |more like |easily )?(?:a |an )?[A-F][+-]?(?![\w'-])/;
// "Too harsh" said of a penalty ("zero for the whole module, thats way too harsh") is a plea that
// the sanction is disproportionate, not a dispute of the marker's judgement; said of a mark, it is.
const HARSH = /\b(?:too harsh|harshly)\b/i;
const OF_A_MARK =
  /\b(?:mark(?:ed|ing|er|s)?|grad(?:e|ed|ing|er)|feedback|assess(?:ed|ment|or)|examiner)\b/i;

// A remark that has come back higher ("chem remark came back as A", "remarked to an A by the exam
// board") is news to act on, not a dispute of the marker's judgement.
const REMARK = /^re-?mark/i;
const REMARK_RETURNED =
  /\b(?:came back|come back|comes back|raised?|went up|go up|gone up|upgraded|changed to|to an? [A-F]\b|exam board|awarding body|priority)/i;

/** The story disputes a mark or a judgement of quality or suitability. */
function disputesJudgement(narrative: string, misconduct: boolean): boolean {
  return storySentences(narrative).some((sentence) => {
    if (DESERVES_LETTER_GRADE.test(sentence)) return true;
    const match = DISPUTES_JUDGEMENT.exec(sentence);
    if (!match) return false;
    if (REMARK.test(match[0])) return !REMARK_RETURNED.test(sentence);
    if (!misconduct || !HARSH.test(match[0])) return true;
    // In a story of a penalty, "too harsh" disputes judgement only when it is said of a mark.
    return OF_A_MARK.test(sentence.replace(HARSH, ''));
  });
}
const SAYS_LATE =
  /\b(?:missed the (?:\w+ )?deadline|deadline (?:has )?(?:passed|gone)|too late|out of time|late appeal|even though it is late|after the deadline|past the deadline)\b/i;
const MENTIONS_EXTERNAL_BODY =
  /\b(?:ombuds(?:man|men|person|people)|OIA|Independent Adjudicator|SPSO|NSO|Office for Civil Rights|OCR|Department of Education|adjudicator|regulator|(?:to|with) the state\b|state (?:agency|board|department|authority|regulator)|Board of Regents|(?:higher|postsecondary|post-secondary) education (?:coordinating )?(?:board|commission|council|department|authority|bureau)|coordinating board|bureau for (?:private )?postsecondary education|attorney general|accreditor|accrediting (?:agency|body))\b/i;
const INTERNAL_NOT_FINISHED =
  /\b(?:not (?:yet )?(?:contacted|complained to|appealed to|written to|submitted|filed)\b[^.]{0,40}\bformal\w*|have(?: not|n't) (?:contacted|complained|appealed|filed|submitted)\b[^.]{0,40}\b(?:formal\w*|yet)|straight to|directly to|instead of (?:appealing|complaining)|do ?n[o']t trust)\b|\b(?:go|going|went|gone) through (?:the |my |your )?(?:college|university|uni|school|institute|institution|internal \w+)\b[^.!?]{0,20}\bfirst\b|\b(?:have ?n[o']t|havent|have not|not yet|never)\s+(?:\w+\s+)?(?:written|complained|appealed|gone|spoken|applied)\s+to\s+(?:the\s+)?(?:college|university|uni|school|institute|department)\b/i;
const WANTS_EXTERNAL =
  /\b(?:going (?:straight )?to|go (?:straight )?to|thinking of|want to (?:go|complain|take)|filled in|complained to|contact(?:ed)?|escalat\w*|take (?:it|this) to|report (?:it|this|them|the \w+(?: \w+)?) to)\b/i;
const PLANS_ANOTHER_ATTEMPT =
  /\b(?:denied|rejected|refused|dismissed|turned down|not upheld)\b|\bfinal\b|\bone appeal\b|\bsecond appeal\b|\bagain\b|\bappeal (?:it|this) again\b/i;
// An appeal or review the story says was decided: "the appeal committee turned it down".
const APPEAL_DECIDED =
  /\b(?:appeal|review|reconsideration)\w*\b[^.!?]{0,60}\b(?:rejected|dismissed|refused|turned (?:it |me )?down|not upheld|declined|said no)\b|\b(?:rejected|dismissed|refused|turned down)\s+(?:my|the|our)\s+(?:appeal|review|reconsideration)/i;
// The student has used the appeal or review, or wants the decision looked at again (not "a resit
// without it counting as a second attempt": what the resit counts as).
const WANTS_ANOTHER_LOOK =
  /\b(?:already|allready|alredy) (?:did|done|had|used|asked for|requested|went through|tried) (?:the |a |my |their )?(?:reconsideration|review|appeal|re-?mark|re-?check|recount)\b|\b(?:ap+ea?l|ask|complain|appl(?:y|ied)|try|request|submit|review|look at (?:it|this|that|my \w+)|decided?|consider(?:ed)?|reconsider(?:ed)?)\w* (?:it |them |this |that |the \w+ )?(?:again|agen|agian|twice)\b|\b(?<!\bas (?:a |an |my |the )?)(?:second|another|further|fresh|2nd) (?:appeal|review|complaint|request|go|attempt|try)\b|\bkeep (?:appealing|asking|complaining|going back)\b|\bre-?open\w*|\b(?:is|was|it's|its|are|said|says|thats|were) (?:(?:all|also|now|their|the) )?final(?! (?:exam|year|term|semester|assessment|project|mark|grade|paper|module|test|week|day|placement|report|submission))\b|\bend of (?:it|the matter)\b|\bdecision stands\b|\bno further action\b|\bone appeal\b|\bonly (?:get|have|allowed|allow) one\b|\bif (?:the |they |it )?(?:[\w-]+ ){0,3}(?:says? no|refuses?|rejects?|turns? (?:it |me )?down|dismiss(?:es)?|(?:does ?n[o']t|don'?t|will not|won'?t) (?:agree|accept|change))\b[^.!?]{0,50}\b(?:i will|i'll|ill|i am going to|i'm going to|im going to|then i|i go|i can)\s+(?:\w+\s+)?(?:go|appeal|take|complain|write|escalate)\b/i;
// The same wish said otherwise: going over the decision-maker's head ("appeal to the president",
// "appeal the Committee's decision to the President",
// "a review by someone more senior", "the Board of Governors"), or asking whether they can go
// again ("can I go again?", "again?", "appeal twice??").
const SEEKS_HIGHER_LOOK =
  /\b(?:ap+ea?l\w*|complain\w*|go|going|write|escalate|tak(?:e|ing) (?:it|this|that))\s+(?:it\s+|this\s+|that\s+|(?:the|their|its|his|her)\s+(?:[\w'’]+\s+){0,2}(?:decision|outcome|finding|result)\s+)?(?:again\s+)?(?:to|with)\s+(?:the\s+)?(?:president|vice[- ]?chancellor|v-?c|d-?vc|p-?vc|dean|provost|chancellor|board of (?:governors|regents|trustees)|governing (?:body|board|council)|senate|someone (?:more |higher )?(?:senior|up)|higher up|principal|rector)\b|\b(?:review|look)\w*\s+by\s+someone\s+(?:more\s+)?senior\b|\b(?:go|try|ask|do it|ap+ea?l)\s+(?:\w+\s+)?(?:again|agen|agian|twice)\s*\?|\bagain\s*\?\s*$|\bap+ea?l\w*\s+(?:it\s+)?twice\b/im;
// The student says they lack what the case rests on: nothing in writing, no copy, screenshot,
// receipt or note; a letter not here yet; a promise made only on the phone; a witness who will
// not speak. Read in the narrative's own clause ("no copy ... but I have photos" is not lack).
// On the corpus: precision 0.74, recall 0.45 (a feature: the model weighs it).
// "I never saw the witness statements", "they didn't send me the evidence": the institution kept
// its own evidence from the student, a procedural failing rather than evidence to go and get.
const WITHHELD_FROM_STUDENT =
  /\b(?:never|not|n't|nt|without)\s+(?:\w+\s+)?(?:saw|seen|see|shown|show|given|give|gave|got|get|received|sent|send|provided|shared|disclosed)\s+(?:me\s+|us\s+)?(?:the|their|there|thier|ther|his|her|any|what|all|its|it's)\b[^.!?]{0,30}\b(?:evidence|statements?|reports?|file|allegations?|witness\w*|recordings?|footage|turnitin|similarity)\b/i;
const LACKS_EVIDENCE = new RegExp(
  [
    String.raw`\b(?:do ?n[o']t|do not|have ?n[o']t|have not|has ?n[o']t|has not)\s+(?:got\s+|have\s+)?(?:anything|any proof|nothing)\s+in writing\b|\bnothing in writing\b|\bno (?:written )?(?:record|proof|confirmation) of\b|\b(?:do ?n[o']t|do not|have ?n[o']t|have not|not yet|no|without)\b[^.]{0,30}\b(?:letter|evidence|proof|documentation|documents?|medical (?:note|certificate)|note|records?|certificate)\b[^.]{0,40}\b(?:yet|any)\b|\b(?:do ?n[o']t|do not|have ?n[o']t|have not) (?:got |have )?any (?:letter|evidence|proof|documentation|documents?|records?)\b`,
    String.raw`\b(?:didn'?t|did not|never|haven'?t|hasn'?t|have not|has not|don'?t|do not|dont|didnt|havent|hasnt|no|nobody|no one|wasn'?t|without)\b(?:(?!\b(?:but|and|because|so)\b)[^.!?;]){0,30}\b(?:in writing|a copy|any copy|copies|screenshots?|receipts?|proof|written (?:down|confirmation|record|statement|note)|recording|photos?|pictures?|doctor'?s note|medical (?:note|certificate|letter|evidence)|certificate|evidence|witness(?:es)?)\b`,
    // "the letter … not yet", but not "attached the school's letter, no reply yet".
    String.raw`\b(?:letter|note|certificate|report|statement|evidence|proof|documents?|paperwork)\b(?:(?!\b(?:repl\w*|respon\w*|answer\w*|decision|outcome|heard|word back)\b)[^.!?;]){0,40}\byet\b|\b(?:trying to get|waiting for|waiting on|still need to get|need to get|have to get|chasing)\b[^.!?;]{0,30}\b(?:letter|note|certificate|report|statement|evidence|proof|one|it in writing)\b`,
    String.raw`\b(?:screenshot\w*|receipts?|confirmation|email|copy|proof)\b[^.!?;]{0,40}\b(?:can'?t|cannot|couldn'?t|could not)\s+find\b|\b(?:didn'?t|did not|never|forgot to)\s+(?:save|saved|keep|kept|screenshot\w*|take a (?:photo|picture|screenshot)|get (?:it|that|anything) in writing|get a copy|ask for (?:it )?in writing)\b|\b(?:all|it) (?:was|happened) (?:all )?(?:over the phone|verbally|by phone|on the phone)\b|\bonly (?:told|said it) (?:me )?(?:verbally|over the phone|on the phone)\b|\b(?:put it|get it) in writing\b[^.!?]{0,40}\b(?:yet|hasn'?t|has not|never)\b|\bno (?:notes|written record|minutes)\b|\b(?:doesn'?t|does not|won'?t|will not|don'?t) want to (?:get involved|be involved|say anything|give a statement)\b`,
    // Someone outside the institution holds what the student needs: "Hospital still not giving
    // me the discharge letter", "my friend has the video but he is not answering me". (The
    // institution withholding its evidence before a hearing is a procedural failing, not this.)
    String.raw`\b(?:hospital|gp|doctor|consultant|clinic|surgery|school|test cent(?:re|er)|exam board|state|employer|embassy|council|police|landlord|agency|bank|court|funder|sponsor)\b[^.!?;]{0,25}?\b(?:still\s+)?(?:not|never|didn'?t|did not|haven'?t|have not|hasn'?t|has not|won'?t|will not|refus\w*\s+to)\s+(?:yet\s+)?(?:giv\w*|gave|sen[dt]\w*|provid\w*|releas\w*|hand\w*\s+over|shar\w*)\s+(?:me\s+|us\s+)?(?:(?:the|my|a|any)\s+(?:[\w-]+\s+){0,2}(?:letter|note|notes|report|records?|certificate|documents?|sheets?|copy|transcript|statement|proof|evidence)\b|(?:nothing|anything)\s+yet\b)`,
    String.raw`\b(?:friend|classmate|flatmate|roommate|housemate|witness)\b[^.!?;]{0,80}?\s(?:is|was|has|had|he's|she's|hes|shes)?\s*(?:not|stopped|never)\s+(?:answering|replying|responding|picking up|getting back)\b`,
    // Asked for and not yet come: "I've asked the old college for proof of postage but no reply
    // yet", "The death certificate is from Sudan and my uncle is trying to get it", "my doctor's
    // letter is still being written".
    String.raw`\b(?:asked|requested|emailed|contacted|wrote to|written to|rang|called)\b[^.!?;]{0,40}\bfor\s+(?:a\s+|an\s+|the\s+|my\s+|some\s+|any\s+)?(?:[\w-]+\s+){0,2}(?:letter|note|certificate|report|statement|evidence|proof|documents?|records?|confirmation|copy)\b[^.!?;]{0,40}\b(?:no (?:reply|response|answer)|not (?:heard|replied)|waiting|yet)\b|\b(?:letter|note|certificate|report|statement|evidence|proof|documents?|records?)\b[^.!?;]{0,60}\b(?:trying to get|trying to obtain|waiting for|still need to get|chasing)\s+(?:it|them)\b|\b(?:letter|note|certificate|report|statement|documents?|records?)\b[^.!?;]{0,20}\b(?:is|are)\s+still\s+being\s+(?:written|prepared|done|processed|issued|translated)\b`,
    // A document from someone outside that the student does not have: "no letter from the
    // surgeon, his office hasnt sent anything".
    String.raw`\b(?:no|not got a|don'?t have a|dont have a|haven'?t got a|havent got a|without a)\s+(?:\w+\s+)?(?:letter|note|certificate|report|statement|records?)\s+from\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+)?(?!(?:university|uni|college|faculty|department|registry|admissions|institution)\b)\w+`,
    // "i dont have anything from the hospital or her social worker yet".
    String.raw`\b(?:do ?n[o']t|do not|dont|have ?n[o']t|havent|have not|not|got)\s+(?:\w+\s+){0,2}(?:anything|nothing)\s+(?:\w+\s+){0,2}from\s+(?:the\s+|my\s+|her\s+|his\s+|their\s+|our\s+)?(?:\w+\s+)?(?:hospital|gp|doctor|consultant|clinic|surgery|social worker|counsell?or|therapist|psychologist|police|employer|embassy|landlord|witness\w*|school)\b`,
  ].join('|'),
  'i',
);
// The student cannot show what was said or done: it was only spoken, nobody else heard or saw
// it, it is their word against someone else's, what showed it is lost or still to come ("she
// only said it verbaly", "nobody else herd", "cant find the marked rubric", "my personal adviser
// hasn't written it yet", "I need to find old letters to prove I was here"). Read with
// LACKS_EVIDENCE as one feature: split in two, each half carried less weight than the whole.
const UNPROVABLE = new RegExp(
  [
    String.raw`\b(?:can'?t|cannot|cant|could ?n[o']t|couldnt|no way (?:of|to)|unable to|nothing to|not able to)\s+(?:really\s+|actually\s+)?(?:prove|show(?:ing)?|back (?:it|this|that) up)\b`,
    String.raw`\bword against (?:his|hers|theirs|their|hers|the|my)\b`,
    String.raw`\b(?:nobody|no one|noone|no-one|no other person)\s+(?:else\s+)?(?:heard|herd|hear|saw|seen|see|was there|was in the room|witnessed|recorded|wrote)\b|\b(?:nobody|no one|noone) else (?:was )?(?:there|around|present|in the (?:room|car|office|meeting))\b|\b(?:just|only) (?:me and (?:him|her|them)|the two of us|us two)\b[^.!?]{0,30}\b(?:nobody|no one) else\b`,
    String.raw`\b(?:nothing|not|nothings|nothing's)\s+(?:\w+\s+){0,2}(?:in writ+ing|writ+en (?:down)?|on paper|in an? e-?mail)\b|\b(?:won'?t|will not|would ?n[o']t|refused to|refuses to|did ?n[o']t|never)\s+put\s+(?:it|this|that|anything)\s+in\s+(?:writ+ing|an? e-?mail)\b`,
    String.raw`\b(?:told|said|promised|agreed|say|tell|says)\b[^.!?;]{0,40}\b(?:verbal+y|out loud|in person|face to face|over the phone|on the phone)\b|\bverbal+y promised\b|\bonly (?:a |the )?verbal\b`,
    String.raw`\b(?:can'?t|cannot|cant|couldn'?t|could not)\s+find\b|\b(?:deleted|lost|threw away|thrown away)\s+(?:the|my|all|it|them|those)\b`,
    // A witness who will not yet say it on record: "she's scared to put anything in writing".
    String.raw`\b(?:scared|afraid|frightened|worried|nervous|reluctant|unwilling|too scared)\s+(?:\w+\s+)?to\s+(?:put\s+(?:it|this|that|anything|something)\s+in\s+writ+ing|(?:give|write|sign)\s+(?:a\s+|any\s+)?statement|speak\s+(?:up|out)|be\s+(?:a\s+)?witness|come forward|say\s+(?:it|anything)\s+(?:officially|on record))\b`,
    String.raw`\bno (?:paper|paperwork|cert|doctor'?s? note|medical note|receipt|reference number|record|written record|screenshot|copy)\b|\b(?:did ?n[o']t|never)\s+(?:write|wrote)\s+(?:it|anything|that)\s+down\b`,
    // Not the student's own step still to take ("i havent sent anything yet").
    String.raw`(?<!\b(?:i|we)\s)\b(?:has ?n[o']t|hasnt|has not|have ?n[o']t|havent|have not|not|did ?n[o']t|didnt)\s+(?:\w+\s+){0,3}(?:sent|arrived?|come through|written|given|issued|provided)\b[^.!?;]{0,30}\byet\b|\bnot (?:be )?available for (?:several|some|a few) (?:weeks|days|months)\b|\bbut (?:she |he |they )?(?:has ?n[o']t|hasnt|have ?n[o']t|havent|did ?n[o']t|didnt) yet\b`,
    String.raw`\b(?:need|have|got|trying) to (?:find|get|gather|collect|dig up|track down|chase)\b[^.!?;]{0,50}\b(?:to prove|proof|evidence|documents?|letters?|records?|statements?|certificates?|notes?)\b|\b(?:landlord|employer|doctor|gp|hospital|school|witness|friend|classmate|flatmate|roommate)\b[^.!?;]{0,40}\b(?:is|was|are|were)?\s*(?:not|never|stopped)\s+(?:answering|replying|responding|getting back)\b`,
  ].join('|'),
  'i',
);
const HOLDS_EVIDENCE =
  /\b(?:i have (?:my|the|a|copies|copy|reference|photos|screenshots|emails|evidence|proof|letters?)|i've got|attached|gave me a letter|has written a letter|discharge (?:summary|papers|letter)|certificate|letter from (?:my|the) (?:gp|doctor|consultant|counsellor)|reference numbers|screenshots?|a copy of|medical records)\b/i;

// Triggers of the policy clauses each warning rests on. Polarity is read around the trigger.
// Also a comparison with others admitted or marked ("A comparison with the qualifications of other
// applicants who were admitted is not a ground for review"): the selectors' judgement by another name.
const ACADEMIC_JUDGEMENT_RULE =
  /academic judge?ment|judge?ment of (?:the )?(?:examiners|markers|selectors|assessors)|deserved a higher mark|should have been higher|comparisons?\s+(?:with|to)\s+(?:the\s+)?(?:\w+\s+)?(?:of\s+)?other\s+(?:applicants|candidates|students)/i;
// The judgement clause supports the warning when it excludes a challenge.
const EXCLUDES =
  /\b(?:not|cannot|can't|no right|no (?:appeal|challenge|complaint)|excluded?|exclusion|outside|will be rejected|may not|not a ground|not be (?:considered|accepted)|does not|do not)\b/i;
const SANCTION_INCREASE =
  /\bmore (?:serious|severe)\b|\b(?:increase[sd]?|increasing)\b|\braise (?:the|a|any) (?:penalty|sanction|outcome)\b|\b(?:harsher|heavier|stiffer|tougher|greater|higher|worse) (?:penalty|penalties|sanctions?|outcomes?|results?)\b|\b(?:penalty|penalties|sanctions?) (?:greater|higher|heavier|harsher|more severe) than\b|\b(?:harsher|heavier|stiffer|tougher|stricter)\b|\bworse (?:off|position)\b|\bexceed\w*\b|\bsubstitute (?:any|a different|another|a more)\b/i;
// The clause must be about what happens to a penalty.
const SANCTION_CONTEXT = /\b(?:penalt\w*|sanctions?|outcomes?|findings?|worse (?:off|position))\b/i;
// Who the clause is about: the body hearing an appeal or review, not the first decision (a
// misconduct panel that may increase the penalty an investigator recommended is not it).
const APPEAL_BODY = /\b(?:appeal\w*|review\w*|reconsider\w*|appellant|worse (?:off|position))\b/i;
// A decision-making body by its name ("the Panel", "the Appeals Committee", "the Misconduct Board").
// An office holder hears appeals as often ("appeal to the Vice-Chancellor", "the Dean").
const BODY_NAME =
  /\b((?:[A-Z][a-z]+\s+){0,2})(Panel|Committee|Board|Tribunal|Reviewer|(?:Pro-|Deputy )?Vice-Chancellor|Dean|Provost|Principal|Registrar|President)\b/g;
const DETERMINER = /^(?:The|A|An|This|That|Each|Any|Such|Its)$/;

function bodiesNamedIn(sentence: string): string[] {
  return [...sentence.matchAll(BODY_NAME)].map((m) => {
    const modifiers = m[1]
      .trim()
      .split(/\s+/)
      .filter((w) => w && !DETERMINER.test(w));
    return [...modifiers, m[2]].join(' ').toLowerCase();
  });
}

/**
 * The bodies the policy gives appeals or reviews to: "The Panel will normally decide appeals"
 * makes "the Panel" of the next clause the appeal body; a "Misconduct Panel" never named with
 * an appeal stays the first decision.
 */
function appealBodiesOf(passages: Passage[]): Set<string> {
  const bodies = new Set<string>();
  for (const m of findPolicySentences(passages, /\b(?:appeal\w*|review\w*|reconsider\w*)\b/i))
    for (const body of bodiesNamedIn(m.sentence)) bodies.add(body);
  return bodies;
}

// Who makes the first decision, whose limits say nothing about an appeal.
const FIRST_DECISION =
  /\b(?:investigat\w*|first instance|initial|case officer|misconduct officer|integrity officer)\b/i;
// Tariffs that rise with repeated misconduct say nothing about what an appeal can do.
const REPEAT_OFFENCE =
  /\b(?:repeat\w*|second|subsequent|previous|prior)\s+(?:offen[cs]es?|breach\w*|misconduct|incidents?|occasions?|cases?|findings?)\b|\breoffend\w*|\bescalat\w+ (?:scale|tariff)\b/i;
// "…the OIA cannot consider admissions complaints", "As an applicant, you are not able to take
// your complaint to the Office of the Independent Adjudicator".
const ADMISSIONS_AND_OMBUDSMAN =
  /(?:ombudsman|adjudicator|\bOIA\b|\bSPSO\b|\bNSO\b)[^.]*\b(?:admissions?|applicants?)\b|\b(?:admissions?|applicants?)\b[^.]*(?:ombudsman|adjudicator|\bOIA\b|\bSPSO\b|\bNSO\b)/i;
const ADMISSIONS_WORD = /\b(?:consider|look at|investigate|handle|deal with|review|accept|take)\b/i;
// What else an ombudsman's clause may say it does not look at ("The Ombudsman expects applicants
// to have used this procedure first and does not review academic judgement"): not applicants'
// complaints, which it may still take.
const OTHER_MATTER_EXCLUDED =
  /\b(?:not|n[o']t|cannot|never)\s+(?:\w+\s+){0,2}?(?:consider|look at|investigate|handle|deal with|review|accept|take|question)\s+(?:\w+\s+){0,2}?(?:academic\s+judge?ments?|matters\s+of\s+academic\s+\w+|(?:the\s+)?academic\s+merits?)\b/gi;
const COMPLETE_FIRST =
  /\b(?:complet\w*|exhaust\w*|conclu\w*|finish\w*)\b[^.]{0,80}\b(?:procedures?|process\w*|stages?)\b|Completion of Procedures|\bfinal stage\b|\bbefore (?:it|they|the \w+) (?:looks?|considers?|investigates?)/i;
const NO_PRIOR_ROUTE_NEEDED =
  /not required to use this procedure|need not (?:use|exhaust)|do not have to use this procedure|(?:do not|don't|need not) (?:need to )?(?:complete|exhaust|finish)\b[^.]{0,60}\bbefore\b/i;
// "A student may apply only once for reconsideration", "the result of the reconsideration is
// final", "There is no appeal to the Dean … against a reconsidered grade" (but not "there is no
// appeal against academic judgement", which is a different rule).
const SINGLE_ATTEMPT =
  /\bonly one\b[^.]*\b(?:appeal|review|request|attempt)|\b(?:appeal|review|reconsideration|request|apply|application)\w*\b[^.]*\bonly once\b|\bonly once\b[^.]*\b(?:appeal|review|reconsideration)|\b(?:decisions?|outcomes?|results?|determinations?)\b[^.]*\b(?:is|are|will be|shall be) final\b|\bnot subject to (?:further|any) (?:appeal|review)|\bno further (?:right of )?(?:appeal|review)|\bno (?:right of )?further (?:appeal|review)|\bcannot be (?:appealed|reviewed) (?:further|again)\b|\bthere is no (?:right of )?appeal\b(?![^.]*\bacademic judge?ment)/i;
// A review of a mark that may lower it: "the new mark will replace the original mark whether it
// is higher or lower", "a reconsideration may raise, lower or confirm the grade", "the grade may
// go up, stay the same or go down". Read with its polarity: "a mark will not be lowered as a
// result of a re-mark" protects the student.
const MARK_MAY_FALL =
  /\b(?:higher or lower|lower or higher|(?:go|goes|move|moves) up\b[^.]{0,40}\b(?:go|goes|move|moves) down|(?:go|goes) down as well as up|(?:rais|increas)(?:e|ed)?,? (?:or )?(?:lower(?:ed)?|reduced?|decreased?)\b|(?:may|can|could|might) (?:also )?(?:be )?(?:lowered|reduced|decreased|go down)\b|lower (?:mark|grade|result|score)s?\b)/i;
// What such a clause is about: a mark, on a review of it; not a penalty or a late submission.
const OF_A_MARK_ON_REVIEW =
  /^(?=.*\b(?:marks?|grades?|results?|scores?)\b)(?=.*\b(?:re-?mark\w*|reconsider\w*|review\w*|appeal\w*|re-?check\w*|recount\w*|afresh|re-?assess\w*|re-?grad\w*|second mark\w*)\b)(?!.*\b(?:penalt\w*|sanction\w*|late|plagiari\w*|misconduct)\b)/is;
// The student asks for the work to be marked again or for a better mark.
const ASKS_FOR_REMARK =
  /\bre-?mark\w*|\bmarked (?:again|properly|fairly|afresh|by (?:someone|a second|another))|\bsecond marker\b|\b(?:new|fresh|independent) mark(?:ing|er)?\b|\b(?:higher|better|fair|correct|proper) (?:mark|grade)\b|\b(?:mark|grade) (?:changed|raised|increased|looked at again)\b/i;

const EVIDENCE_REQUIRED =
  /\b(?:independent|documentary|supporting|medical|compelling)\b[^.]*\bevidence\b|\bevidence\b[^.]*\b(?:must|required|accompanied|will not (?:normally )?be considered)\b|\bmust (?:be )?accompanied by\b/i;
// The clause on requests made late ("In exceptional circumstances, we may be able to accept a
// complaint after the time limit").
/** The policy's rule on requests made out of time ("Late complaints will be accepted only where…"). */
export const LATE_SUBMISSIONS =
  /\b(?:after (?:the|this|that) (?:deadline|time[- ]limits?|closing date|period)|(?:outside|beyond) (?:the|this|that|these) (?:time[- ]limits?|timescales?|deadlines?|period)|extend(?:ing|ed)? (?:the|a|this|any) (?:time[- ]limits?|deadline)|late (?:appeals?|submissions?|complaints?|requests?|applications?)|out of time|received after|compelling evidence|good reason for the delay|not reasonably possible to submit|special circumstances|after this time)\b/i;

function where(policy: PolicySentence | undefined): string {
  return policy ? ` (${policy.passage.location})` : '';
}

function plural(n: number, unit: string): string {
  const rounded = Math.max(0, Math.round(n));
  return `${rounded} ${unit}${rounded === 1 ? '' : 's'}`;
}

/** Policy sentences matching the trigger whose polarity is one of those accepted. */
function withPolarity(
  passages: Passage[],
  trigger: RegExp,
  accept: Polarity[],
  context?: RegExp,
): PolicySentence[] {
  return findPolicySentences(passages, trigger).filter(
    (m) =>
      (!context || context.test(m.sentence)) &&
      accept.includes(clausePolarity(m.sentence, trigger)),
  );
}

export interface WarningInput {
  details: CaseDetails;
  narrative: string;
  passages: Passage[];
  policyText: string;
  /** The grounds the rule detectors found (features only). */
  ruleGrounds: Ground[];
  deadlines: ExtractedDeadline[];
  jurisdiction: Jurisdiction;
  /** The day of the analysis, against which the story's dates are read. */
  today?: Date;
}

/**
 * Whether a sentence of advice tells the student the penalty could be made heavier ("the panel
 * can impose a more severe outcome"); a sentence that denies it ("it cannot increase the
 * penalty") does not. Advice written elsewhere (a language model's draft) is held to the same
 * reading of the policy as the engine's warnings.
 */
export function warnsOfHeavierPenalty(sentence: string): boolean {
  if (!SANCTION_CONTEXT.test(sentence)) return false;
  const reading = readClause(sentence, SANCTION_INCREASE);
  return reading.polarity !== 'absent' && !reading.denied;
}

export function readWarningSignals(input: WarningInput): WarningSignals {
  const { details, passages, policyText, deadlines, jurisdiction } = input;
  const narrative = plainApostrophes(input.narrative);
  const features: string[] = [];
  const clauses: WarningSignals['clauses'] = {};
  const flag = (name: string, on: boolean) => {
    if (on) features.push(name);
  };

  const misconduct = tellsOfMisconduct(narrative);
  flag('s:disputes_judgement', disputesJudgement(narrative, misconduct));
  flag('s:says_late', SAYS_LATE.test(narrative));
  flag('s:mentions_external', MENTIONS_EXTERNAL_BODY.test(narrative));
  flag('s:wants_external', WANTS_EXTERNAL.test(narrative));
  flag('s:internal_not_finished', INTERNAL_NOT_FINISHED.test(narrative));
  flag('s:plans_another_attempt', PLANS_ANOTHER_ATTEMPT.test(narrative));
  flag(
    's:wants_another_look',
    WANTS_ANOTHER_LOOK.test(narrative) || SEEKS_HIGHER_LOOK.test(narrative),
  );
  // The report quotes the sentence that says what is missing, not the paragraph around it.
  const ownSentences = storySentences(narrative).filter(
    (sentence) => !WITHHELD_FROM_STUDENT.test(sentence),
  );
  const missing =
    ownSentences.find((sentence) => LACKS_EVIDENCE.test(sentence)) ??
    ownSentences.find((sentence) => UNPROVABLE.test(sentence));
  flag('s:lacks_evidence', missing !== undefined);
  flag('s:holds_evidence', HOLDS_EVIDENCE.test(narrative));
  flag('s:misconduct', misconduct);

  // Academic judgement: cite a clause that excludes challenges to it.
  const judgementRules = findPolicySentences(passages, ACADEMIC_JUDGEMENT_RULE);
  // The institution's own rule before what an outside body says it will not review ("The HECC
  // does not review the academic judgment of faculty").
  const excluding = judgementRules.filter((m) => EXCLUDES.test(m.sentence));
  clauses.academic_judgement =
    excluding.find(
      (m) => !EXTERNAL_BODY.test(m.sentence) && !/\bexternal\b/i.test(m.passage.location),
    ) ?? excluding[0];
  flag('p:judgement_excluded', clauses.academic_judgement !== undefined);

  // Time limits: how much time is left on the limit the story's dates run against.
  const account = `${details.title}\n${details.issueDescription}`;
  const nextStep = nextStepDeadline({
    deadlines,
    category: details.issueCategory,
    actionTaken: details.actionTaken,
    misconduct,
    narrative: account,
  });
  // Only the limits of the case's own procedures, or of none named: an applicant's review of an
  // admission decision is no limit of a misconduct penalty's, however many words they share.
  const bearsOn = partsBearingOn(details.issueCategory, misconduct);
  const fits = fitsTheStory(account);
  const ofTheCase = deadlines.filter((d) => bearsOn(d.location ?? '') && fits(d));
  const timing = assessTiming(narrative, ofTheCase, details.actionTaken, input.today, nextStep);
  // Only for the words of a late warning the model gives: "they cancel in april" of a six-month
  // limit, where no day is told.
  const roughTiming = timing
    ? undefined
    : assessTiming(narrative, ofTheCase, details.actionTaken, input.today, nextStep, {
        months: true,
      });
  const left = timing && timingFeature(timing.remainingWorkingDays);
  if (left) features.push(left);
  clauses.late_submission_risk = findPolicySentences(passages, LATE_SUBMISSIONS)[0];
  flag('gate:late_submission_risk', deadlines.length > 0 || SAYS_LATE.test(narrative));

  // A more severe outcome on appeal: only where a clause about the appeal allows it and no
  // clause denies it ("shall not increase the penalty" closes the gate whatever else is said).
  const appealBodies = appealBodiesOf(passages);
  const aboutPenalty = findPolicySentences(passages, SANCTION_INCREASE)
    .filter((m) => SANCTION_CONTEXT.test(m.sentence) && !REPEAT_OFFENCE.test(m.sentence))
    .map((m) => ({ ...m, reading: readClause(m.sentence, SANCTION_INCREASE) }));
  const aboutAppeal = aboutPenalty.filter(
    (m) =>
      APPEAL_BODY.test(`${m.sentence}\n${m.passage.heading ?? ''}\n${m.passage.text}`) ||
      bodiesNamedIn(m.sentence).some((body) => appealBodies.has(body)),
  );
  // A denial protects the student wherever it stands ("The Vice-Chancellor shall not increase
  // the penalty" under a heading that never says appeal), unless it only limits the first
  // decision ("an investigating officer shall not impose a penalty greater than a warning").
  const protection =
    aboutAppeal.find((m) => m.reading.denied) ??
    aboutPenalty.find(
      (m) =>
        m.reading.denied && !(FIRST_DECISION.test(m.sentence) && !APPEAL_BODY.test(m.sentence)),
    );
  // Every clause left allows the increase (affirmed, or only under a condition).
  const increase = protection ? [] : aboutAppeal;
  clauses.sanction_may_increase =
    increase.find((m) => /\b(?:outcome|penalty|sanction|finding)\b/i.test(m.sentence)) ??
    increase[0];
  flag('gate:sanction_may_increase', clauses.sanction_may_increase !== undefined);

  // Admissions: the ombudsman of England and Wales never takes applicants' complaints;
  // elsewhere only where the policy says its ombudsman does not.
  if (details.issueCategory === 'admissions') {
    const excluded = withPolarity(
      passages,
      ADMISSIONS_WORD,
      ['negated'],
      ADMISSIONS_AND_OMBUDSMAN,
    ).find(
      (m) =>
        clausePolarity(m.sentence.replace(OTHER_MATTER_EXCLUDED, ''), ADMISSIONS_WORD) ===
        'negated',
    );
    const allowed = withPolarity(
      passages,
      ADMISSIONS_WORD,
      ['affirmed'],
      ADMISSIONS_AND_OMBUDSMAN,
    )[0];
    clauses.ombudsman_cannot_review_admissions = excluded;
    flag(
      'gate:ombudsman_cannot_review_admissions',
      excluded !== undefined || (jurisdiction === 'england-wales' && allowed === undefined),
    );
  }

  // Going outside before the internal stages are finished, unless the policy says one may, or
  // there is no outside body to go to (an applicant's admissions complaint in England or Wales):
  // no body expects the internal stages finished first.
  const noPriorRoute =
    NO_PRIOR_ROUTE_NEEDED.test(policyText) ||
    features.includes('gate:ombudsman_cannot_review_admissions');
  const completeFirst = withPolarity(passages, COMPLETE_FIRST, ['affirmed', 'conditional']);
  clauses.internal_process_not_complete =
    completeFirst.find((m) =>
      /ombudsman|adjudicator|\bOIA\b|\bSPSO\b|external/i.test(m.sentence),
    ) ?? completeFirst[0];
  flag('gate:internal_process_not_complete', !noPriorRoute);

  // Only one appeal, or a final decision, in a procedure the case can go through: "Decisions on
  // the academic merit of an application are final" closes nothing to a resident's complaint.
  clauses.single_appeal_only = withPolarity(passages, SINGLE_ATTEMPT, [
    'affirmed',
    'conditional',
  ]).find((m) => bearsOn(m.passage.location));
  flag('gate:single_appeal_only', clauses.single_appeal_only !== undefined);
  const markMayFall = withPolarity(passages, MARK_MAY_FALL, ['affirmed', 'conditional']).filter(
    (m) => OF_A_MARK_ON_REVIEW.test(`${m.passage.heading ?? ''}\n${m.sentence}`),
  );

  // Evidence the policy requires (never a clause saying evidence is not needed).
  const evidenceRules = withPolarity(passages, EVIDENCE_REQUIRED, ['affirmed', 'conditional']);
  clauses.evidence_needed =
    evidenceRules.find((m) =>
      /\bmust\b[^.]*\bevidence\b|\bevidence\b[^.]*\b(?:must|required|will not)\b|accompanied by/i.test(
        m.sentence,
      ),
    ) ?? evidenceRules[0];
  flag('p:evidence_required', clauses.evidence_needed !== undefined);

  return {
    features,
    clauses,
    protections: {
      sanctionCannotIncrease: protection,
      sanctionExceptionStated: protection?.reading.polarity === 'conditional',
    },
    timing,
    ...(roughTiming && { roughTiming }),
    markMayFall,
    // Before any formal step, "she said grades are final" is the instructor's word, not an
    // appeal's outcome: the appeal to come is the first, unless the story tells of one decided.
    beforeFirstAppeal:
      (details.actionTaken === 'notyet' || details.actionTaken === 'triedinformally') &&
      !(features.includes('s:wants_another_look') && APPEAL_DECIDED.test(narrative)),
    missing,
  };
}

/**
 * A review of a mark that may lower it, for a student who wants the work marked again or a
 * better mark (what the reading model reads as disputing the judgement, or the story asks for in
 * so many words). The policy decides that the mark can fall; the warning says so in the words of
 * a mark, not of a penalty. Not for a penalty case, whose appeal has its own clause.
 */
export function markMayFallWarning(
  signals: WarningSignals,
  input: {
    narrative: string;
    category: CaseDetails['issueCategory'];
    disputesMark: boolean;
    penaltyCase: boolean;
  },
): DetectedWarning | undefined {
  if (input.category !== 'academic' || input.penaltyCase) return undefined;
  const narrative = plainApostrophes(input.narrative);
  if (!input.disputesMark && !ASKS_FOR_REMARK.test(narrative)) return undefined;
  // A review the student has already had is behind them ("already did the recheck"); the next
  // one's clause ("where the Committee directs that work be marked afresh") still stands.
  const taken = stepsTaken(narrative);
  const policy = signals.markMayFall.find(
    (clause) => !taken.some((said) => takesStep(said, clause.sentence)),
  );
  if (!policy) return undefined;
  return {
    code: 'sanction_may_increase',
    policy,
    message: `A review of the mark can lower it as well as raise it${where(policy)}. Weigh that before asking for the work to be marked again, and build the request on what went wrong in the process.`,
  };
}

/**
 * How much of a limit is left, in the steps the model weighs. A limit that ends within about five
 * working days is the warning's own definition, so "last week" against ten working days (five
 * left) is `late:soon` like two days left; an event long past (more than ten working days beyond
 * the limit) is more often one the limit was not counted from than a missed limit, so it is a
 * step of its own. More than ten working days left is no step at all: as one, the model learnt it
 * as a sign of lateness, since a story that dates an event is more often late than one that
 * dates none.
 */
function timingFeature(left: number): string | undefined {
  if (left < -10) return 'late:long_passed';
  if (left < 0) return 'late:passed';
  if (left <= LATE_WITHIN_WORKING_DAYS + 0.5) return 'late:soon';
  return left <= 10 ? 'late:near' : undefined;
}

/**
 * The warnings the hand-written rules would raise. They are features of the reading model,
 * which makes the decision.
 */
export function ruleWarnings(signals: WarningSignals, input: WarningInput): WarningCode[] {
  const has = (f: string) => signals.features.includes(f);
  const codes: WarningCode[] = [];
  if (has('s:disputes_judgement')) codes.push('academic_judgement');
  if (has('late:long_passed') || has('late:passed') || has('late:soon') || has('s:says_late'))
    codes.push('late_submission_risk');
  if (
    has('gate:sanction_may_increase') &&
    (has('s:misconduct') || input.ruleGrounds.includes('disproportionate_sanction'))
  )
    codes.push('sanction_may_increase');
  if (has('gate:ombudsman_cannot_review_admissions'))
    codes.push('ombudsman_cannot_review_admissions');
  const wantsExternal =
    input.details.actionTaken === 'escalatedtoombudsman' ||
    (has('s:mentions_external') && has('s:wants_external'));
  const internalOpen =
    ['notyet', 'triedinformally', 'submittedcomplaint'].includes(input.details.actionTaken) ||
    has('s:internal_not_finished');
  if (wantsExternal && internalOpen && has('gate:internal_process_not_complete'))
    codes.push('internal_process_not_complete');
  if (has('gate:single_appeal_only') && has('s:wants_another_look'))
    codes.push('single_appeal_only');
  if (
    has('s:lacks_evidence') ||
    (input.ruleGrounds.includes('extenuating_circumstances') &&
      has('p:evidence_required') &&
      !has('s:holds_evidence'))
  )
    codes.push('evidence_needed');
  return codes;
}

const CONFIRM_IN_WRITING =
  'Ask the person who said it to confirm it by e-mail now, and write down today what was said, when and by whom';
const ONLY_SAID =
  /\b(?:verbal+y|verbal|on the phone|over the phone|by phone|in person|face to face|out loud)\b/i;
const OTHERS_ILLNESS =
  /\b(?:the|my|our|his|her|their)\s+(?:\w+\s+)?(?:marker|lecturer|tutor|supervisor|examiner|teacher|professor|prof|instructor|staff|member of staff|technician|adviser|advisor|assessor|invigilator|coordinator|mentor)\s+(?:was|is|were|has been|had been|went|got|being)\s+(?:off\s+)?(?:sick|ill|unwell|in hospital)\b/gi;

/** What to do about the evidence the student lacks, from what their sentence says it is. */
function howToGet(missing: string | undefined): string {
  // Someone else's illness is no illness of the student's to prove: "the second marker was off
  // sick" is why the rule was broken, not a doctor's letter to get.
  const text = (missing ?? '').replace(OTHERS_ILLNESS, '');
  // The institution's own evidence, kept from the student: theirs to hand over, not the
  // student's to find.
  if (WITHHELD_FROM_STUDENT.test(text))
    return 'Ask the institution in writing now for a copy of all the evidence it relied on, and say in your appeal that you were not given it';
  // What was only said ("the school told him verbally that he couldn't defer"), whatever else the
  // sentence names (a GP note the student has): the speaker is to confirm it in writing.
  if (ONLY_SAID.test(text)) return CONFIRM_IN_WRITING;
  if (
    /\b(?:doctor|gp|medical|hospital|consultant|certificate|counsell?or|nurse|clinic|sick note)\b/i.test(
      text,
    )
  )
    return 'Ask now for a letter from the doctor, hospital or other professional';
  // Ill with no note at the time ("had covid, never got tested"): a doctor can still confirm it.
  if (
    /\b(?:covid|ill|illness|sick|flu|fever|tested|symptoms?|infection|injur\w*|migraine|unwell|virus)\b/i.test(
      text,
    )
  )
    return 'See a doctor now and ask for a letter confirming the illness and its dates (many policies accept one written after the event), and ask someone who saw you unwell for a short signed statement';
  // A loss with nothing to show it ("can't prove it cost me anything").
  if (/\b(?:cost|costs|paid|pay|money|spent|lost (?:wages|pay|shifts?))\b/i.test(text))
    return 'Gather what shows the cost now: receipts, bank statements, bookings or a note from an employer of the pay lost';
  if (/\b(?:phone|verbal\w*|told me|said|promis\w*|in writing)\b/i.test(text))
    return CONFIRM_IN_WRITING;
  if (/\b(?:witness\w*|saw|statement|classmate|friend|flatmate|roommate|involved)\b/i.test(text))
    return 'Ask the person now for a short signed and dated statement';
  if (
    /\b(?:copy|copies|screenshot\w*|receipt|record\w*|form|upload\w*|sav\w*|kept|photo\w*)\b/i.test(
      text,
    )
  )
    return 'Ask the office now for a copy of what it holds (a request for your own records must be answered), and gather any e-mail, bank or upload record that shows it';
  return 'Ask for it now, in writing';
}

/** The warning states the limit's day or the days left only where it ends within about five. */
const statesLimit = (timing: LateRisk | undefined): timing is LateRisk =>
  timing !== undefined && timing.remainingWorkingDays <= LATE_WITHIN_WORKING_DAYS;

/**
 * When the limit ends, as exactly as the story allows: on the day it ends where the story dates
 * the event that starts it, in working days left where it says only how long ago, or not at all.
 */

function lateness(timing: LateRisk | undefined): string {
  if (!statesLimit(timing)) return 'The account suggests a time limit has passed or is about to.';
  const limit = `The time limit to "${timing.deadline.description}"`;
  const { amount, unit } = timing.deadline;
  const open = timing.stillOpen;
  const stillOpen = open
    ? ` The time limit to "${open.deadline.description}" runs from the same event and is still open: it ${open.endsOn ? `ends on ${formatDisplayDate(open.endsOn, 'UTC')}` : `ends in about ${plural(open.remainingWorkingDays, 'working day')}`}.`
    : '';
  if (timing.endsOn && timing.from) {
    const holiday =
      unit === 'working_days' ? ' (each public holiday in between moves it a day later)' : '';
    return `${limit} ${timing.ended ? 'ended' : 'ends'} on ${formatDisplayDate(timing.endsOn, 'UTC')}: ${formatTimeLimit(amount, unit)} from ${formatDisplayDate(timing.from, 'UTC')}, the date the account gives${holiday}.${stillOpen}`;
  }
  return timing.remainingWorkingDays < 0
    ? `${limit} appears to have passed (about ${plural(-timing.remainingWorkingDays, 'working day')} ago).${stillOpen}`
    : `${limit} ends in about ${plural(timing.remainingWorkingDays, 'working day')}.`;
}

/** The warning as the report states it, resting on its clause where the policy has one. */
export function describeWarning(
  code: WarningCode,
  signals: WarningSignals,
  escalation: Escalation,
  /** The student's sentences behind the warning, strongest first. */
  said: string[] = [],
): DetectedWarning {
  const policy = signals.clauses[code];
  switch (code) {
    case 'academic_judgement':
      return {
        code,
        policy,
        message: `Part of the case disputes the mark or the assessors' judgement itself. Academic judgement cannot be challenged on its own${policy ? `; the policy says so${where(policy)}` : ''}. Build the appeal on what went wrong in the process, not on the mark deserved.`,
      };
    case 'late_submission_risk': {
      const timing = signals.timing ?? signals.roughTiming;
      const when = lateness(timing);
      // Still in time, by the day or days the warning states: the advice is to arrive before the
      // end, not to explain a delay.
      const inTime =
        statesLimit(timing) && (timing.ended ?? timing.remainingWorkingDays < 0) === false;
      const lateRule = policy
        ? `the policy's rule on late submissions${where(policy)} sets what must be shown for a late request`
        : undefined;
      return {
        code,
        policy,
        inTime,
        message: inTime
          ? `${when} Act now so that it arrives before then${lateRule ? `; if it cannot, ${lateRule}` : ''}.`
          : `${when} Act now${lateRule ? `; ${lateRule}` : ' and explain any delay with evidence'}.`,
      };
    }
    case 'sanction_may_increase': {
      // "A more severe penalty may only be imposed if…": the warning keeps the condition.
      const onlyIf =
        policy && clausePolarity(policy.sentence, SANCTION_INCREASE) === 'conditional'
          ? ', but only in the circumstances the policy states'
          : '';
      return {
        code,
        policy,
        message: `The body hearing the appeal can impose a more severe outcome than the original one${onlyIf}${where(policy)}. Weigh that risk before appealing the penalty.`,
      };
    }
    case 'ombudsman_cannot_review_admissions':
      return {
        code,
        policy,
        message: `The ombudsman cannot take complaints from applicants about admissions${where(policy)}, so the institution's own review stages are the only route. Use them fully and on time.`,
      };
    case 'internal_process_not_complete': {
      const body = escalation.body ? escalation.name : 'An external body';
      return {
        code,
        policy,
        message: `${body} normally expects the institution's internal stages to be finished first${where(policy)}. Complete the next internal stage before going outside.`,
      };
    }
    case 'single_appeal_only':
      return {
        code,
        policy,
        message: signals.beforeFirstAppeal
          ? `The policy allows only one appeal or review, or treats its decision as final${where(policy)}. Put every ground and all the evidence into it: there may be no second chance inside the institution.`
          : `The policy allows only one appeal or treats the decision as final${where(policy)}. Check whether another route (for example a correction of a processing error or a complaint about how the case was handled) fits before asking again.`,
      };
    case 'evidence_needed': {
      const what = signals.missing ?? said[0];
      return {
        code,
        policy,
        message: `The case depends on evidence the student does not have yet${what ? ` (“${shorten(what, 160)}”)` : ''}${policy ? `; the policy requires it${where(policy)}` : ''}. ${howToGet(what)}, and say on the form that it will follow.`,
      };
    }
  }
}

/** The warnings of the rules alone, as the report would state them (used to test the rules). */
export function detectWarnings(
  input: WarningInput & { escalation: Escalation },
): DetectedWarning[] {
  const signals = readWarningSignals(input);
  return ruleWarnings(signals, input).map((code) =>
    describeWarning(code, signals, input.escalation),
  );
}
