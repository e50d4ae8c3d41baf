import { type Passage } from '../passages/split-passages';
import { GROUNDS, type Ground } from '../report/report.schema';
import { plainApostrophes } from '../text/whitespace';
import { storySentences } from '../text/sentences';
import { tellsOfMisconduct } from '../reading/misconduct-story';
import { escapeRegExp } from '../text/escape-regexp';

/**
 * Grounds come from what happened to the student (the narrative) and are kept only where the
 * policy allows them. Each ground is recognised by the facts a student describes, not by
 * keywords from any particular policy.
 */
export interface GroundsFinding {
  grounds: Ground[];
  /** Grounds the story supports but the policy's closed list of grounds does not include. */
  notAllowed: Ground[];
  /** The narrative sentence that supports each ground. */
  support: Partial<Record<Ground, string>>;
  /** The name of each rule that read a ground in the story ("decider_tied", "not_on_record"). */
  rules: string[];
}

const PROTECTED_CHARACTERISTIC =
  /\b(?:race|racial|racis\w*|ethnic\w*|colou?r|national origin|nationality|religio\w*|faith|muslim|jewish|christian|hindu|sikh|gender|sex|sexual orientation|gay|lesbian|bisexual|trans(?:gender)?|pregnan\w*|maternity|disab\w*|adhd|autis\w*|dyslexi\w*|dyspraxi\w*|deaf|blind|wheelchair|chronic (?:illness|condition)|anxiety disorder|bipolar|ocd|ptsd|age|accommodations?|accents?|(?:your|his|her|their|my) background)\b/i;
const LESS_FAVOURABLE_TREATMENT =
  /\b(?:in front of (?:(?:other|the|my|all the|the whole|our) )?(?:students|class|classmates|people|group|lecture)|in front of (?:every(?:one|body)|all of us)|made fun of (?:me|my|his|her|their)|mock(?:ed|ing)? (?:my|his|her|their) (?:accent|english|name|hijab|religion|disability)|jok(?:e|es|ed|ing) (?:\w+ ){0,3}about|(?:humiliat|demean|mock|ridicul|belittl|insult)(?:ed|s)?\s+(?:me|us)|(?:humiliating|demeaning|mocking|insulting|belittling|degrading)\s+(?:comments?|remarks?|jokes?|language|emails?|messages?)|slurs?|called me|singled (?:me )?out|treated (?:me )?(?:differently|less favourably|worse|unfairly)|comments? about my|remarks? about my|unfair to everyone|cope like everyone|like everyone else|hostil\w*|bull(?:y|ied|ying)|offensive|excluded me)\b/i;
// A remark quoted from a member of staff about who the student is: "people from your background
// struggle with independent research", "everyone has adhd these days", "go back to your country",
// "some people think they need special treatment" (of a student's adjustments).
const DEMEANING_REMARK =
  /['‘"“][^'’"”]{0,120}\b(?:people (?:like you|from your)|your (?:background|kind|country|culture|accent|age|religion|people)|go back to (?:your|where)|special treatment|(?:adhd|disab\w*|autis\w*|dyslexi\w*|wheelchair|accent|hijab|muslim|gay|pregnan\w*|chinese|indian|african|black|asian|foreign\w*|immigrant\w*)\b)[^'’"”]{0,120}['’"”]/i;
const EXPLICIT_DISCRIMINATION =
  /\b(?:discriminat\w*|harass\w*|racis[mt]\w*|sexis[mt]\w*|homophob\w*|transphob\w*|ableis[mt]\w*|islamophob\w*|antisemit\w*|victimi[sz]\w*)\b/i;

const ADJUSTMENT =
  /\b(?:accommodation (?:letter|plan)s?|(?:approved|agreed|academic|exam|examination|testing|disability|reasonable|learning|support)\s+(?:accommodations?|adjustments?)|accommodations\b(?!\s+(?:office|block|hall|fees?|rent))|reasonable adjustments?|extra time|extended time|additional time|\d(?:\.\d)?x (?:extended )?time|separate room|reduced[- ]distraction|scribe|note[- ]taker|assistive|(?:learning|inclusion|individual) (?:support )?plan|disability (?:services|office|support|adviser|advisor)|accessibility (?:services|resources|office))/i;
// Weaker signs of an adjustment, counted only when the story is about a disability or condition.
const ADJUSTMENT_WEAK =
  /\b(?:(?:requested|asked for|applied for|requests?|need(?:ed)?)\s+(?:a\s+|an\s+)?(?:single|ground[- ]floor|accessible|private|quiet|en-?suite)\s+(?:room|bathroom|flat|space)\b|(?:approved|agreed|granted|recommended)\b[^.]{0,40}\baccommodations?\b(?!\s+(?:office|block|hall|fees?|rent))|housing accommodations?|accessib\w*\s+(?:learning|services|resources|office|centre|center|plan)|reader[- ]writers?|readers?\b|support (?:worker|plan)|approval letter)/i;
const DISABILITY_CUE =
  /\b(?:disab\w*|adhd|autis\w*|dyslexi\w*|dyspraxi\w*|deaf\w*|blind\w*|wheelchair|chronic|crohn\w*|epilep\w*|diabet\w*|condition|impairment|neurodivergen\w*|mental health)\b/i;
const ADJUSTMENT_NOT_MADE =
  /\b(?:refus\w*|denied|deny|denial|reject\w*|not (?:been )?(?:provided|implemented|given|made|applied|followed|honou?red|put in place|in place)|ignored|did ?n[o']t (?:get|receive|provide|follow|implement|apply|give)|did not (?:get|receive|provide|follow|implement|apply|give)|would ?n[o']t|would not|made me (?:take|sit|do)|without (?:my|the|any) (?:accommodations?|adjustments?|extra time|extended time)|no (?:extra|extended) time|failed to (?:provide|implement|make|apply)|(?:never|not)\s+(?:ever\s+)?(?:been\s+)?(?:assigned|arranged|provided|implemented|given|made|applied|honou?red|put in place)|\bno\s+(?:[\w-]+\s+){1,3}(?:was|were)\s+(?:ever\s+)?(?:assigned|arranged|provided|given|put in place)|(?:did ?n[o']t|did not|never)\s+(?:arrive|turn(?:ed)? up|show(?:ed)? up|came|come))/i;

const CIRCUMSTANCE =
  /\b(?:ill|illness|sick\w*|hospital\w*|inpatient|surgery|operation|pneumonia|flu|influenza|covid|glandular fever|fever|infection|injur\w*|accident|concussion|bereave\w*|died|death|passed away|funeral|grief|cancer|chemotherapy|diagnos\w*|carer|caring (?:for|responsibilit\w*)|looking after my|looked after my|pregnan\w*|miscarriage|domestic (?:abuse|violence)|assault\w*|homeless\w*|evict\w*|mental health crisis|breakdown|depressi\w*|panic attacks?|asthma(?: attack)?|seizures?|migraines?|collapsed|kidney stones?|heart attack|stroke|(?:in|to|at)\s+(?:the\s+)?(?:ER|A&E|emergency (?:room|department))|urgent care|appendi\w*|medical emergency|family emergency|seriously ill)\b/i;
const ACADEMIC_IMPACT =
  /\b(?:fail\w*|exams?|examinations?|resits?|re-sits?|assessments?|modules?|grades?|gpa|marks?|credits?|coursework|dissertation|deadlines?|progress\w*|withdraw\w*|attendance|performance|repeat\w*|suspen\w*|academic|units?|results?)\b/i;

const NEW_EVIDENCE =
  /\b(?:now|since then|have since|since the (?:decision|meeting|hearing|outcome))\s+(?:I\s+)?(?:have|got|obtained|received)\b[^.]{0,40}\b(?:letter|evidence|report|certificate|statement|records?|log|documents?)\b|\bnew (?:evidence|information|documents?|material)\b|\b(?:could ?n[o']t|could not|was ?n[o']t able to|was not able to|unable to)\s+(?:have\s+)?(?:got|get|gotten|obtain\w*|provid\w*|produc\w*|submit\w*|access\w*)\b[^.]{0,60}\b(?:earlier|before|sooner|at the time|then)\b|\bsince (?:the|my|that) (?:meeting|hearing|decision|outcome|panel|interview)\b[^.]{0,60}\b(?:found|downloaded|obtained|received|got|discovered|came across)\b|\b(?:only )?(?:just )?(?:found|discovered|obtained|received)\b[^.]{0,60}\b(?:after|since) (?:the|my) (?:decision|meeting|hearing|outcome)\b|\b(?:was ?n[o']t|was not|were not|not) (?:yet )?available (?:at the time|then|when)/i;

// A result changed after the decision: "Remark came back 12 days ago and its an A", "got my
// biology remarked and it went up to a B".
const RESULT_CHANGED =
  /\bre-?mark\w*\b[^.]{0,60}\b(?:came back|went up|go up|gone up|changed|upgraded|raised)\b|\b(?:went|go|gone|was|been)\s+(?:up|upgraded|raised|changed)\s+to\s+(?:a |an )?(?:[A-F][+*]?|\d+)(?![\w'-])/i;

// Evidence that arrived, or came to light, only after the decision: "my GP letter only came
// last week, after they decided", "Turnitin now confirms…", "since the meeting I found…".
const ARRIVED_LATE =
  /\b(?:only|finally|just)\s+(?:\w+\s+){0,3}(?:came|arrived|got|received|sent|gave|found|turned up|restored|recovered|retrieved|released|issued)\b|\b(?:came|arrived|got it|received it)\s+(?:\w+\s+){0,3}(?:after|since|yesterday|last week|this week)\b|\bafter (?:they|(?:the |my |their )?(?:\w+ )?(?:board|panel|committee|university|college|school|office|decision|meeting|hearing|outcome|interview))\s*(?:decided|made|rejected|refused|said|came|was|had)?\b|\b(?:now|have since|has since)\s+(?:\w+\s+){0,2}(?:have|got|confirm\w*|obtained|received|arrived|found|shows?|written|admitted)\b|\b(?:did ?n[o']t|did not|was ?n[o']t|was not|were not)\s+(?:\w+\s+){0,2}(?:have|exist|available|know)\b[^.]{0,40}\b(?:when|at the time|before|then)\b/i;
const EVIDENCE_THING =
  /\b(?:letter|certificate|records?|report|statement|messages?|footage|cctv|log|summary|documents?|email|screenshots?|note|diagnosis|results?|transcript|receipt|contract|agreement|evidence|proof|confirm\w*|P45|review|files?|drafts?|version history)\b/i;

// A penalty for conduct; being excluded for low marks is a progression decision, not a sanction.
const SANCTION_SEVERITY =
  /\b(?:too harsh|harsh\w*|excessive|disproportionate|out of proportion|first (?:time|offen[cs]e|issue|breach|mistake)|never (?:had|been)\b[^.]{0,40}\b(?:before|issue|problem|complaint|concern)|whole (?:unit|module|course|year|subject)|entire (?:unit|module|course|year|subject)|clean record|mark of zero|expel\w*|exclu(?:ded|sion)|suspended|suspension)\b/i;

const ADMINISTRATIVE_ERROR =
  /\b(?:typed|entered|recorded|input|inputted|keyed|logged|copied|transcribed|calculated|added up|totalled|processed)\b[^.]{0,40}\b(?:wrong(?:ly)?|incorrect(?:ly)?|in error|by mistake)\b|\b(?:wrong(?:ly)?|incorrect(?:ly)?|mistaken(?:ly)?)\s+(?:\w+\s+){0,2}(?:recorded|entered|typed|input|calculated|totalled|added|applied|grades?|marks?|results?|records?|data|catalog(?:ue)? year|fees?|amount)\b|\b(?:clerical|administrative|data[- ]entry|processing|typing|system)\s+(?:error|mistake|glitch)\b|\b(?:misread|misrecorded|miscalculat\w*|mix[- ]?up|mixed up|typo)\b|\b(?:lost|lose|loose|loosed|losed)\s+(?:my|the)\s+(?:\w+\s+){0,2}(?:form|application|documents?|evidence|submission|paperwork|file|work|script|references?|transcripts?|certificates?|records?)\b|\b(?:ignored|ignore|ignores|overlooked|disregarded)\b[^.]{0,40}\b(?:document|form|evidence|plan|letter|email|attachment)/i;
// What the student gave or did that the institution's records do not hold: "the system didnt
// have me flagged", "my attendance was never recorded", "they only had ONE answer book, i used 2".
const NOT_ON_RECORD =
  /\b(?:system|portal|database|records?)\b[^.]{0,30}\b(?:did ?n[o']t|does ?n[o']t|never|was ?n[o']t|not)\s+(?:have|had|show|showed|record|recorded|flag|flagged|list|include|register|pick(?:ed)? up|update|updated)\b|\b(?:never|not|was ?n[o']t|were ?n[o']t)\s+(?:been\s+)?(?:flagged|recorded|logged|entered|updated|processed|uploaded|counted|added|registered(?!\s+with))\b|\b(?:only|just)\s+(?:had|has|have|got|received|recorded|counted|marked|scanned|uploaded)\s+(?:one|1|two|2|three|3|half|part|the first)\b/i;
const SAYS_DOCUMENT_MISSING =
  /\b(?:no|without(?: an?)?|missing)\s+(?:[\w-]+\s+){0,3}(?:was|were|had been|is)\s+(?:provided|received|submitted|included|attached|on file)\b|\bdid ?n[o']t (?:receive|get|have) (?:my|the|any)\b|\b(?:statement|references?|documents?|forms?|evidence|transcripts?|certificates?|letters?|application)\b[^.]{0,20}\b(?:not|never)\s+(?:been\s+)?(?:received|provided|submitted|on file)\b|\bincomplete\b|\b(?:say|says|said|saying|claim\w*)\s+(?:that\s+)?(?:they\s+|it\s+|he\s+|she\s+)?(?:never|did ?n[o']t|didnt|have ?n[o']t|havent)\s+(?:got|get|gotten|receiv\w*|arriv\w*|had)\b/i;
// "I had paid that balance in April": a debt, hold or charge for something already settled.
const ALREADY_SETTLED =
  /\b(?:had|have|'d|already)\s+(?:already\s+)?(?:paid|settled|cleared|repaid)\b/i;
const CHARGED_OR_HELD =
  /\b(?:hold|holds|balance|debt|owe|owing|unpaid|charged?|invoice|fine|arrears|outstanding)\b/i;
const DEDUCTED =
  /\b(?:charged?|fined?|deduct\w*|withheld|withhold\w*|kept (?:my|the|our|all|the whole|my whole|my entire|the entire)|billed|invoiced)\b/i;
// "damage that was written on the entry condition report I handed in": a charge for what the
// institution's own record already held.
const ALREADY_RECORDED =
  /\b(?:written|noted|listed|recorded|reported|marked|photographed)\s+(?:\w+\s+){0,2}(?:on|in)\s+(?:the|my|our)\s+(?:[\w-]+\s+){0,2}(?:entry|condition|inventory|check-?in|move-?in|arrival)\s+(?:[\w-]+\s+)?(?:report|form|list|sheet|checklist)\b/i;
// "on the portal I see 44 and pass mark is 40, the letter say I fail it": the decision records a
// fail the student's own record does not show.
const RECORDED_AS_FAILED =
  /\b(?:letter|email|record|transcript|system|portal|decision|notice|result)\s+(?:\w+\s+){0,2}(?:say|says|said|show|shows|showed|list|lists|listed|record|records|recorded)\s+(?:that\s+)?(?:i|we|he|she|it)\s+(?:\w+\s+)?(?:fail|fails|failed|didn'?t pass|did not pass|was absent|absent)\b/i;
const PASSED_IT =
  /\b(?:i|we|he|she)\s+(?:\w+\s+)?(?:pass|passed)\b|\bpass mark\b|\b(?:above|over) the pass\b/i;
// A notice sent before the decision and never answered ("i emailed admissions the week before with
// the funeral notice asking to move it, never got a reply, then … rejected"): a document ignored.
const NOT_ANSWERED =
  /\b(?:never|no|not|did ?n[o']t|didnt)\s+(?:got|get|had|receive\w*|heard)?\s*(?:a\s+|any\s+)?(?:reply|response|answer|acknowledg\w*)\b|\bignored\b/i;
const ADVERSE_DECISION =
  /\b(?:rejected|refused|withdrawn|withdrew|cancell?ed|failed|non-?attendance|no-?show|penal\w*|zero|expelled|terminated|excluded|unsuccessful)\b/i;
const DOCUMENT_WAS_SENT =
  /\b(?:emailed|sent|submitted|uploaded|delivered|attached|handed in|posted|lodged|filed|mailed|couriered|turned (?:it )?in|dropped (?:it )?off|(?:gave|give|handed|hand|took|take|brought|bring) (?:it|them|the form|my form|the documents?)\b)/i;

const PROCEDURAL_IRREGULARITY =
  /\b(?:did ?n[o']t|didn't|not|never|failed to|without)\b[^.]{0,40}\b(?:follow(?:ed)?|appl(?:y|ied))\b[^.]{0,30}\b(?:procedure|process|regulations?|rules|policy|guidance)\b|\b(?:procedur\w*|process)\b[^.]{0,30}\b(?:not|wasn't|was not|wrongly|incorrectly)\b[^.]{0,20}\b(?:followed|applied)\b|\b(?:only|just)\s+(?:one|a single)\s+(?:marker|examiner|assessor)(?:['’]s)?\b|\bsecond[- ]mark\w*[^.]{0,60}\b(?:blank|missing|empty|not done|never)\b|\b(?:not|never)\s+(?:been\s+)?(?:second|double|independently)[- ]?marked\b|\b(?:only|just)\s+(?:\w+\s+){0,2}(?:days?|hours?)['’]?s?\s+notice\b|\b(?:no|short|insufficient|inadequate) notice\b|\b(?:never|not)\s+(?:been\s+)?(?:sent|given|shown|provided with|disclosed)\b[^.]{0,40}\b(?:statement|evidence|allegation|report|documents?)\b|\b(?:statement|evidence)\b[^.]{0,60}\b(?:never|not)\s+(?:been\s+)?(?:sent|given|shown|disclosed|provided)\b|\bnot (?:allowed|given|able) (?:a |the |any )?(?:chance|opportunity) to (?:respond|explain|comment|present|reply|be heard)\b|\bwithout (?:a|any) (?:hearing|chance to respond|opportunity to respond)\b|\bno reasons? (?:was |were )?(?:given|provided)\b|\bbreach(?:ed)? (?:of )?(?:the )?(?:procedure|regulations|rules|policy)\b|\bwrong (?:procedure|process|regulations)\b/i;
// Further signs that a required step was skipped: a rule or criterion that was not applied,
// late notice of a meeting, papers that were not provided in advance.
const PROCEDURAL_STEP_SKIPPED =
  /\b(?:forgot|forgotten|neglected|omitted|ignored|overlooked|failed)\s+(?:to\s+)?(?:apply|applying|follow|following|use|using|consider|considering)?\s*(?:the|my|their|its)?\s*(?:[\w-]+\s+){0,2}(?:criteria|requirements?|rules?|regulations?|policy|procedures?|process|tariff|scheme|code of practice|guidelines?|standards?)\b|\b(?:meeting|hearing|interview|review|panel|viva)\b[^.]{0,60}\bonly\s+(?:the\s+)?(?:\w+\s+){0,2}(?:before|beforehand|earlier)\b|\bonly\s+(?:found out|learned|learnt|heard|told|informed|notified|invited|given|sent)\b[^.]{0,80}\b(?:before|beforehand|earlier)\b|\b(?:never|not|did ?n[o']t|did not)\s+(?:\w+\s+){0,2}(?:received?|got|given|sent|shown)\b[^.]{0,60}\bin advance\b/i;

// What should have happened, in the student's words: "it's meant to be twice", "they were
// supposed to send it before", "there was no mid-placement report", "nobody ever said I was at
// risk".
const SHOULD_HAVE_HAPPENED =
  /\b(?:it|its|they|he|she|there|the\s+[\w-]+)\s+(?:is|was|were|are|s)?\s*(?:meant|supposed)\s+to\b|\bthere (?:was|were) no\s+(?:[\w-]+\s+){0,2}(?:report|review|meeting|hearing|warning|interview|notice|visit|feedback|investigation|moderation|second mark\w*|plan|chance|opportunity)\b|\b(?:nobody|no one|noone|never)\s+(?:ever\s+)?(?:warned|told|said|informed|notified)\b[^.]{0,40}\b(?:at risk|failing|concerns?|problems?|warning)\b|\b(?:nobody|no one|noone|never|did ?n[o']t|didnt)\s+(?:ever\s+)?(?:tell|told|inform|informed|say|said|warn|warned|contact|contacted|notify|notified)\b[^.]{0,25}\b(?:was|is|were|are|had been|has been)\s+(?:\w+\s+)?(?:missing|incomplete|wrong|not (?:there|received|arrived|complete))\b|\b(?:never|not|nobody|no one)\s+(?:\w+\s+){0,2}(?:told|informed|notified|consulted)\s+(?:me\s+)?(?:who|which)\s+(?:my|the)\s+(?:[\w-]+\s+)?(?:examiners?|markers?|panel|assessors?|interviewers?|investigators?)\b/i;

// Decided without the notice the student should have had: "Nobody phoned or emailed her at any
// point", "nobody ever contacted me before that", "they never send me any reminder or nothing
// before" (in a story of a decision against the student).
const NEVER_WARNED_BEFORE =
  /(?<!\b(?:i|we)\s)\b(?:nobody|no one|noone|never|did ?n[o']t|didnt)\s+(?:ever\s+)?(?:contact\w*|phon\w*|call\w*|e-?mail\w*|told|tell|warn\w*|remind\w*|notif\w*|inform\w*|sen[dt]\s+(?:me\s+|her\s+|him\s+|us\s+|them\s+)?(?:any|a)\s+(?:reminder|warning|notice|letter|message|email))\b[^.]{0,40}\b(?:before|beforehand|at any point|first|in advance|prior)\b/i;
// Who sat or what was skipped: "no independent person", "no chance given to improve", "I never
// had mid placement assessment".
const WRONG_PANEL_OR_SKIPPED_STEP =
  /\bno\s+(?:independent|external|impartial|neutral|student)\s+(?:person|member|examiner|assessor|reviewer|chair|panel member|observer|representative)\b|\bno (?:chance|opportunity|time|warning)\s+(?:was\s+)?(?:given\s+)?(?:for me\s+)?to\s+(?:improve|respond|explain|resubmit|reply|defend|prepare|fix)\b|\b(?:never|did ?n[o']t|didnt|not)\s+(?:had|have|get|got|given|receive\w*)\s+(?:a\s+|an\s+|any\s+|the\s+|my\s+)?(?:(?:mid[- ]?(?:placement|way|point|term|semester)|midway|interim|progress|formative|halfway)\s+(?:assessment|review|report|meeting|evaluation|check)|(?:action|support|learning)\s+plan|at[- ]risk\s+(?:letter|notice|warning))\b/i;

// Evidence the decision-maker did not look at: "Nobody look at my hospital letter", "they didnt
// even read my statement".
const EVIDENCE_NOT_CONSIDERED =
  /\b(?:nobody|no one|noone|never|did ?n[o']t|did not|not)\s+(?:even\s+)?(?:look|looked|read|consider|considered|check|checked|open|opened)\s+(?:at\s+)?(?:my|the|our)\s+(?:[\w-]+\s+){0,2}(?:letter|evidence|documents?|certificate|note|statement|form|report|records?)\b/i;

// Decided before the student's time was up: "I tick the box documents will come later … they
// reject on 20/11 say 'no supporting document'", "they withdrew my offer before the deadline in
// my letter".
const EVIDENCE_TO_FOLLOW =
  /\b(?:documents?|evidence|certificates?|paperwork|proof|letters?|notes?)\s+(?:will|would|to)\s+(?:come|follow|be sent|arrive)\b|\b(?:to follow|send (?:it|them) later|come later)\b/i;
const REJECTED_FOR_WANT_OF_IT =
  /\b(?:reject\w*|refus\w*|declin\w*|turn\w* down|denied|withdr[ae]w\w*|closed)\b[^.]{0,60}\b(?:no|without|missing|lack of|not)\s+(?:\w+\s+)?(?:documents?|documentation|evidence|proof|certificates?|paperwork)\b/i;
const DECIDED_BEFORE_TIME_UP =
  /\b(?:reject\w*|refus\w*|declin\w*|withdr[ae]w\w*\s+(?:my|the|her|his|our|their)\s+(?:\w+\s+)?(?:offer|place|application|admission|acceptance)|decided|closed (?:my|the|her|his) (?:case|application|file|complaint)|turned (?:me |it )?down)\b[^.]{0,80}\bbefore\s+(?:the|my|our|that|its)\s+(?:\w+\s+){0,2}(?:deadline|due date|time limit|closing date)\b/i;

// The published scheme of assessment, and a change to it made without notice ("the course
// outline says the exam is 40% but he counted it as 60%, he never told us"): the rules of the
// assessment were not followed.
const PUBLISHED_SCHEME =
  /\b(?:course|module|unit|subject|class)\s+(?:outline|guide|handbook|information|page|profile|descriptor|syllabus|booklet)\b|\bsyllabus\b|\b(?:assessment|assignment|project)\s+(?:brief|guidelines|criteria)\b|\bmarking\s+(?:scheme|criteria|rubric|guide)\b|\brubric\b|\bprogramme\s+(?:specification|handbook)\b/i;
const SCHEME_CHANGED_WITHOUT_NOTICE =
  /\b(?:chang\w*|switch\w*|increas\w*|reduc\w*|dropp\w*|remov\w*|replac\w*|recalculat\w*|calculat\w*|counted|weight\w*|added|moved)\b[^.]{0,90}\b(?:without (?:telling|notice|warning|informing|asking|any notice)|never (?:told|informed|announced|said|warned)|not (?:told|informed|announced|warned)|no (?:notice|warning|announcement))\b|\b(?:never|not|didn'?t|did not)\s+(?:\w+\s+){0,2}(?:told|tell|informed|inform|announc\w*|warn\w*)\b[^.]{0,25}\b(?:before|beforehand|in advance|about (?:the|this|it) change)\b|\b(?:different|other) (?:from|than|to) (?:the|what) (?:\w+\s+){0,2}(?:outline|syllabus|handbook|guide|brief|rubric|criteria)\b/i;

const BIAS =
  /\b(?:biased|bias|conflict of interest|prejudic\w*|personal (?:grudge|vendetta|animosity|dislike)|(?:has|had) it in for me|predetermin\w*|made up (?:his|her|their) mind|already decided|closed mind|dislikes? me|grudge|friends? with the other|related to the other)\b|\b(?:already|had)\s+(?:\w+\s+){0,3}(?:printed|written|typed|drafted|prepared|signed)\b[^.]{0,60}\bbefore\s+(?:i|we|the (?:meeting|hearing|interview))\b|\b(?:decided|made up (?:his|her|their) minds?)\b[^.]{0,30}\bbefore\s+(?:i|we)\s+(?:even\s+)?(?:said|spoke|explained|had a chance)\b/i;

// A decision-maker tied to someone with a stake in the outcome: "Examiner B has co-authored three
// papers with Professor H., whose framework my supervisor has publicly criticised", "the panel
// chair is my ex's mum", "one of the interviewers used to be married to my lecturer".
const DECIDER_TIED =
  /\b(?:examiners?|markers?|assessors?|panel(?:\s+members?)?|chair(?:person)?|investigators?|interviewers?|moderators?|reviewers?|decision[- ]makers?|dean|head of (?:school|department))\b[^.]{0,120}\b(?:co-?authored|co-?wrote|co-?written|collaborat\w*|close (?:friends?|colleagues?)|best friends?|(?:is|was|are|were) friends with|(?:is|was|used to be) married to|(?:wife|husband|partner|brother|sister|son|daughter|cousin|mum|mom|mother|father|dad|relative) of|related to|(?:former|ex-?)\s*(?:phd\s+)?(?:student|supervisor|colleague|partner) of|business partner)\b/i;

// A decision-maker heard to say the outcome before it was decided: "the PE said in the office
// 'that one won't be passing while I'm here'", "the interviewer said we'll never take someone
// like you".
const OUTCOME_FORETOLD =
  /\b(?:said|says|saying|told|heard|overheard|joked|commented)\b[^.]{0,60}\b(?:won'?t|will not|wont|will never|isn'?t going to|is not going to|ain'?t|never going to|not going to)\s+(?:\w+\s+)?(?:pass|be passing|get through|get in|get a place|make it|graduate|succeed|qualify)\b/i;

// The one who accused the student also judged them: "the same professor who made the allegation
// was sitting with the Associate Dean … and decided together".
const ACCUSER_DECIDED =
  /\b(?:same|the)\s+(?:[\w-]+\s+){0,2}(?:who|that)\s+(?:made the (?:allegation|complaint|report|accusation)|accuse[ds]? me|report(?:ed|s)? me|raised (?:the|it|this)|refer(?:red|s)? me|flag(?:ged|s)? (?:it|me|my)|caught me)\b[^.]{0,80}\b(?:decid\w*|sat|sit|sitting|was on|is on|chair\w*|judg\w*|asking (?:me )?questions|on the panel|in the (?:meeting|hearing|panel))\b/i;

// A conflict of interest shown by facts: the decision-maker is someone the student has
// complained about or is in dispute with.
const COMPLAINED_ABOUT_PERSON =
  /\b(?:complain\w*|complaint|grievance|dispute|reported)\b[^.]{0,40}\b(?:about|against)\s+(?:my|the|him|her|them|this|that)\b/i;
const SAME_PERSON_DECIDED =
  /\b(?:he|she|they|him|her|the same (?:person|lecturer|supervisor|tutor|member of staff))\b[^.]{0,40}\b(?:(?:was|were|sat)\s+(?:one of|on|part of)\b|chair\w*|marked|assessed|examined|decided|made the decision|investigated|heard)/i;

const SERVICE_FAILURE =
  /\b(?:mou?ld|damp|leak\w*|repairs?|maintenance|heating|hot water|broken|infestation|pests?|mice|rats|cockroach\w*|bed ?bugs|unsafe|unhygienic|flood\w*)\b|\b(?:no (?:reply|response)|never (?:replied|responded|got back)|(?:did ?n[o']t|did not|has ?n[o']t|have not|haven't|has not) (?:reply|replied|respond|responded|got back|get back)|ignored my (?:emails?|complaints?|requests?|messages?)|unanswered|still waiting|waited (?:for )?(?:over |more than )?(?:\w+ )?(?:weeks|months)|(?:long|unreasonable|repeated) delays?|took (?:\w+ ){0,2}(?:weeks|months) to)\b|\b(?:cancel+ed (?:lectures|classes|seminars|teaching|tutorials)|no supervision|supervisor (?:has been |was |is )?(?:absent|unavailable|never available)|poor (?:teaching|supervision|service)|not (?:taught|delivered)|not good enough|substandard|poor standard)\b|\b(?:no one|nobody|noone|never)\s+(?:\w+\s+)?(?:replaced|covered for|took over from)\b|\b(?:emailed|e-mailed|wrote to|called|rang|messaged|asked)\b[^.]{0,60}\b(?:and|but)\s+(?:got|heard|had)\s+(?:nothing|no (?:reply|answer|response))\b/i;

// Nothing heard but the automatic reply: "heard nothing despite two chasers", "nothing answer, only
// automatic email". Often only a wait, so a rule of its own for the model to weigh.
const NOTHING_HEARD =
  /\b(?:heard nothing|(?:heard|got|had) nothing back|nothing (?:answer|back)|only (?:ever )?(?:got |get |had |received )?(?:an? |the )?auto(?:matic|mated)?[- ]?(?:reply|replies|email|e-mail|response|message|acknowledge?ment))\b/i;

// Asked again and again, and the problem is still there.
const REPEATED_REQUESTS =
  /\b(?:(?:\w+|\d+) times|repeatedly|again and again|several times|many times)\b/i;
const STILL_UNRESOLVED =
  /\b(?:is still|are still|still (?:there|not|no|nothing|waiting|broken|unresolved|outstanding|in place)|nothing (?:has )?(?:changed|happened|was done)|(?:not|never) (?:been )?(?:fixed|resolved|sorted|removed|lifted|corrected|dealt with))\b/i;

const MISREPRESENTATION =
  /\b(?:misled|misleading|misrepresent\w*|mis-sold|false(?:ly)? (?:advertis\w*|promis\w*|informa\w*)|advertised|prospectus|course (?:page|website|description) (?:said|stated|promised)|(?:website|brochure|open day|offer letter)\b[^.]{0,40}\b(?:said|stated|promised)|(?:was|were) (?:told|promised|assured)\b[^.]{0,60}\b(?:would|will)\b[^.]{0,80}\b(?:but|however|turned out)|relied on (?:the|their|this|that|your) (?:advice|information)|wrong (?:advice|information))/i;

// Advice from the institution that the student acted on ("she said I definitely qualified")…
const ADVICE_GIVEN =
  /\b(?:said|told me|assured me|advised me|confirmed|promised)\b[^.]{0,100}\b(?:would|will|definitely|fine|ok|okay|eligible|qualif\w*|guaranteed|entitled|allowed)\b/i;
const ADVICE_FROM_INSTITUTION =
  /\b(?:advis[eo]r|adviser|officer|staff|office|person I spoke to|member of staff|admissions|tutor|coordinator|department|website|prospectus|handbook|she|he|they)\b/i;
// "They said they would look into it" is a promise to act, not information relied on.
const PROMISE_TO_ACT =
  /\b(?:said|told me|promised|assured me)\s+(?:that\s+)?(?:they|she|he|someone|somebody|it|staff)\s+would\s+(?:look|get back|check|investigate|respond|reply|call|ring|email|sort|talk|speak|fix|come|send|be in touch|deal|raise|pass)/i;
// …that the institution's own later decision contradicts.
const ADVICE_CONTRADICTED =
  /\b(?:never mentioned|(?:did ?n[o']t|did not) (?:know|tell|mention)|was never told|nobody told me|no one told me|only (?:for|available|open)|turned out|contrary to)\b/i;

/**
 * How a closed list of grounds in a policy may name each ground. Policies word their grounds in
 * many ways ("departed from the published procedure", "not made in accordance with the rules",
 * "a clerical or computational error"); a ground is set aside only when none of its names is
 * in the list, so the names are generous: wrongly dropping a ground the student has costs more
 * than keeping one the panel may decline.
 */
const POLICY_NAMES: Partial<Record<Ground, RegExp>> = {
  procedural_irregularity:
    /procedur|irregular|not (?:been )?followed|(?:not|failed to|fail to|did not|was not) (?:follow|appl|compl|conduct)|depart\w* from|accordance with|in breach|breach of|regulations?|rules|policy|policies|syllabus|process|properly|conduct of|fair (?:hearing|process)|natural justice|unfair(?:ly)? (?:conducted|treated|treatment)|treated unfairly|unfairness/i,
  bias: /bias|prejudice|conflict of interest|impartial|arbitrary|predetermin|unfair(?:ly)? (?:treated|treatment)|treated unfairly|independen/i,
  extenuating_circumstances:
    /illness|circumstances|extenuating|mitigat|personal|medical|health|bereave|compassionate|beyond (?:the |their |his |her )?(?:student's |own )?control|special consideration|unforeseen|(?:performance|ability)\b[^.;]{0,40}\baffected|adversely affected|\bfactors\b|unable[^.;]{0,60}\b(?:disclose|divulge|make known)/i,
  new_evidence:
    /new evidence|(?:new|fresh|further|additional) (?:and material )?(?:evidence|information|material)|not (?:reasonably )?(?:available|obtainable|known)|could not (?:reasonably )?have been|has become available|previously unavailable|material evidence|not (?:previously )?(?:considered|presented|submitted)|(?:not|were not|was not) aware|unable[^.;]{0,60}\b(?:disclose|divulge|make known|provide|submit)|did not (?:have|know)/i,
  disproportionate_sanction:
    /disproportionate|excessive|proportion|schedule of (?:outcomes|penalties)|penalt|tariff|sanction|severity|outcome is unreasonable|unreasonable/i,
  administrative_error:
    /error|mistake|administrative|clerical|calculat|computation|recording|recorded|processing|incorrect|inaccura|wrong/i,
};

// A fact stated as absent ("I wasn't ill", "nothing went wrong") is not a fact of the case.
// Students often drop the apostrophe: "I wasnt ill" denies as much as "I wasn't ill".
const NEGATED_BEFORE =
  /(?:\b(?:not|never|no|nor|without|nothing|wasnt|werent|didnt|dont|doesnt|isnt|arent|havent|hasnt|hadnt|wouldnt|couldnt|cant|wont|aint)|n['’]t)\s+(?:\S+\s+){0,2}$/i;
// Staff whose own illness or absence is not the student's circumstance.
const STAFF_SUBJECT =
  /\b(?:supervisors?|lecturers?|tutors?|instructors?|professors?|teachers?|markers?|examiners?|advis[eo]rs?|staff|manager|officer|dean|co-?ordinator|invigilators?|landlord)\b/i;

// "my cousin was in hospital then but thats not why": the student says the circumstance did not
// cause what happened.
const NOT_THE_CAUSE =
  /\b(?:that|thats|that's|it|its|it's|this)\s+(?:(?:is|was)\s+)?not\s+(?:why|the reason|the cause)\b|\b(?:wasn'?t|isn'?t)\s+(?:why|the reason|the cause)\b|\bnothing to do with (?:it|that|this|the|my)\b|\bnot (?:because of|related to)\b/i;

/** The clause of `sentence` that ends where the match starts. */
function clauseBefore(sentence: string, index: number): string {
  const before = sentence.slice(0, index);
  const cut = Math.max(
    before.lastIndexOf(','),
    before.lastIndexOf(';'),
    before.lastIndexOf(':'),
    before.search(/\b(?:but|and|because|although|though|while|so)\s+(?:\S+\s+){0,6}$/i),
  );
  return cut >= 0 ? before.slice(cut + 1) : before;
}

function isNegated(sentence: string, index: number): boolean {
  return NEGATED_BEFORE.test(clauseBefore(sentence, index));
}

/** "My supervisor went on sick leave": the circumstance is someone else's, at work. */
function isStaffMembersOwn(sentence: string, index: number): boolean {
  const clause = clauseBefore(sentence, index);
  const staff = STAFF_SUBJECT.exec(clause);
  if (!staff) return false;
  return !/\b(?:I|me)\b/.test(clause.slice(staff.index + staff[0].length));
}

/** The first sentence where the pattern states a fact (not negated, and passing `keep`). */
function firstAffirmed(
  sentences: string[],
  pattern: RegExp,
  keep: (sentence: string, index: number) => boolean = () => true,
): string | undefined {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  return sentences.find((sentence) =>
    [...sentence.matchAll(global)].some(
      (m) => !isNegated(sentence, m.index ?? 0) && keep(sentence, m.index ?? 0),
    ),
  );
}

function firstSentenceMatching(sentences: string[], ...patterns: RegExp[]): string | undefined {
  return sentences.find((s) => patterns.every((p) => p.test(s)));
}

// An introduction that closes the list ("only on the following grounds", "limited to").
const CLOSES_LIST =
  /\bonly on\b|\bonly (?:be )?(?:made|considered|brought|accepted|heard)\b[^.]{0,40}\bgrounds?\b|\bgrounds? only\b|\blimited to\b|\brestricted to\b|\bone or more of the following\b|\bfollowing grounds\b/i;
// An introduction that opens it ("any reasonable basis, for example").
const OPENS_LIST =
  /\bany (?:reasonable )?(?:basis|grounds?|reason)\b|\bfor example\b|\bsuch as\b|\bincluding\b/i;
const LIST_ITEM = /^\s*\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[.)]\s/im;

/** The text of a policy's closed list of grounds ("only on one or more of the following grounds"). */
export function closedGroundsList(passages: Passage[]): string | undefined {
  const lists = passages.filter(
    (p) =>
      /\bgrounds?\b/i.test(p.text) &&
      (CLOSES_LIST.test(p.text) || /\n\s*\(?(?:a|i|1)\)/.test(p.text)),
  );
  if (lists.length === 0) return undefined;
  // Items of a list can sit in the passages right after the introducing clause.
  const texts = lists.flatMap((p) => {
    const index = passages.indexOf(p);
    return [
      p.text,
      ...passages
        .slice(index + 1, index + 4)
        .filter((n) => /^\s*\(?(?:[a-z]|[ivx]{1,4}|\d)\)/.test(n.text))
        .map((n) => n.text),
    ];
  });
  return texts.join('\n');
}

/**
 * The list that restricts the grounds a student may rely on, or nothing when the policy leaves
 * them open: the introduction must close the list and not open it again ("for example"), and
 * the list's items must be there to read (a list cut off by the extraction restricts nothing).
 */
export function restrictiveGroundsList(passages: Passage[]): string | undefined {
  const list = closedGroundsList(passages);
  if (!list || !CLOSES_LIST.test(list) || OPENS_LIST.test(list)) return undefined;
  const items = list.split('\n').filter((line) => LIST_ITEM.test(line) || /;\s*$/.test(line));
  return items.length >= 2 ? list : undefined;
}

export function detectGrounds(story: string, passages: Passage[]): GroundsFinding {
  const narrative = plainApostrophes(story);
  const sentences = storySentences(narrative);
  const support: Partial<Record<Ground, string>> = {};
  const rules: string[] = [];
  // Each named rule that reads the ground in the story is recorded, whichever sentence supports
  // the ground: the first rule, in the order given, names it.
  const add = (ground: Ground, rule: string, sentence: string | undefined) => {
    if (!sentence) return;
    rules.push(rule);
    if (!support[ground]) support[ground] = sentence;
  };
  const matching = (...patterns: RegExp[]) => firstSentenceMatching(sentences, ...patterns);

  const adjustmentSentence =
    matching(ADJUSTMENT) ??
    (DISABILITY_CUE.test(narrative) ? matching(ADJUSTMENT_WEAK) : undefined);
  if (adjustmentSentence)
    add('disability_adjustments', 'adjustment_not_made', matching(ADJUSTMENT_NOT_MADE));
  const explicitDiscrimination = matching(EXPLICIT_DISCRIMINATION);
  add('discrimination', 'discrimination_named', explicitDiscrimination);
  if (!explicitDiscrimination) {
    // Less favourable treatment of someone with a protected characteristic, or a remark that
    // names who the student is (a remark carries the characteristic in its own words).
    if (PROTECTED_CHARACTERISTIC.test(narrative))
      add('discrimination', 'treated_worse', matching(LESS_FAVOURABLE_TREATMENT));
    add('discrimination', 'demeaning_remark', matching(DEMEANING_REMARK));
  }

  if (ACADEMIC_IMPACT.test(narrative))
    add(
      'extenuating_circumstances',
      'circumstance',
      firstAffirmed(
        sentences,
        CIRCUMSTANCE,
        (s, i) => !isStaffMembersOwn(s, i) && !NOT_THE_CAUSE.test(s.slice(i)),
      ),
    );
  add('new_evidence', 'new_evidence_named', matching(NEW_EVIDENCE));
  add('new_evidence', 'evidence_arrived_late', matching(ARRIVED_LATE, EVIDENCE_THING));
  add('new_evidence', 'result_changed', matching(RESULT_CHANGED));
  if (tellsOfMisconduct(narrative))
    add('disproportionate_sanction', 'sanction_severity', matching(SANCTION_SEVERITY));
  add('administrative_error', 'admin_error_named', matching(ADMINISTRATIVE_ERROR));
  add('administrative_error', 'not_on_record', matching(NOT_ON_RECORD));
  if (CHARGED_OR_HELD.test(narrative))
    add('administrative_error', 'already_paid', firstAffirmed(sentences, ALREADY_SETTLED));
  if (DEDUCTED.test(narrative))
    add('administrative_error', 'already_recorded', matching(ALREADY_RECORDED));
  if (PASSED_IT.test(narrative))
    add('administrative_error', 'pass_recorded_as_fail', matching(RECORDED_AS_FAILED));
  const unanswered = sentences.findIndex(
    (s) => DOCUMENT_WAS_SENT.test(s) && NOT_ANSWERED.test(s) && !/\bcomplain/i.test(s),
  );
  if (unanswered >= 0 && sentences.slice(unanswered).some((s) => ADVERSE_DECISION.test(s)))
    add('administrative_error', 'notice_unanswered', sentences[unanswered]);
  if (SAYS_DOCUMENT_MISSING.test(narrative)) {
    const claimedMissing = matching(SAYS_DOCUMENT_MISSING);
    // Sent in another sentence, or earlier in the same one ("sent my results by email in
    // october but they say they never got it").
    const sentBefore = (s: string) => {
      const claim = s.search(SAYS_DOCUMENT_MISSING);
      return DOCUMENT_WAS_SENT.test(claim > 0 ? s.slice(0, claim) : '');
    };
    const wasSent = sentences.find((s) =>
      s === claimedMissing ? sentBefore(s) : DOCUMENT_WAS_SENT.test(s),
    );
    if (wasSent) add('administrative_error', 'sent_but_said_missing', claimedMissing);
  }
  add('procedural_irregularity', 'procedure_named', matching(PROCEDURAL_IRREGULARITY));
  add('procedural_irregularity', 'step_skipped', firstAffirmed(sentences, PROCEDURAL_STEP_SKIPPED));
  add('procedural_irregularity', 'should_have_happened', matching(SHOULD_HAVE_HAPPENED));
  add('procedural_irregularity', 'evidence_not_considered', matching(EVIDENCE_NOT_CONSIDERED));
  add('procedural_irregularity', 'decided_before_time_up', matching(DECIDED_BEFORE_TIME_UP));
  add('procedural_irregularity', 'wrong_panel_or_step', matching(WRONG_PANEL_OR_SKIPPED_STEP));
  if (ADVERSE_DECISION.test(narrative))
    add('procedural_irregularity', 'no_notice_before', matching(NEVER_WARNED_BEFORE));
  if (EVIDENCE_TO_FOLLOW.test(narrative))
    add('procedural_irregularity', 'decided_before_evidence', matching(REJECTED_FOR_WANT_OF_IT));
  if (PUBLISHED_SCHEME.test(narrative))
    add('procedural_irregularity', 'scheme_changed', matching(SCHEME_CHANGED_WITHOUT_NOTICE));
  if (!support.discrimination) {
    const complainedAbout = matching(COMPLAINED_ABOUT_PERSON);
    add('bias', 'bias_named', matching(BIAS));
    add(
      'bias',
      'decider_complained_about',
      complainedAbout
        ? sentences
            .slice(sentences.indexOf(complainedAbout))
            .find((s) => SAME_PERSON_DECIDED.test(s))
        : undefined,
    );
    add('bias', 'accuser_decided', matching(ACCUSER_DECIDED));
    add('bias', 'decider_tied', matching(DECIDER_TIED));
    add('bias', 'outcome_foretold', matching(OUTCOME_FORETOLD));
  }
  add('service_failure', 'service_failure_named', matching(SERVICE_FAILURE));
  add('service_failure', 'asked_again', matching(REPEATED_REQUESTS, STILL_UNRESOLVED));
  add('service_failure', 'nothing_heard', matching(NOTHING_HEARD));
  add('misrepresentation', 'misrepresentation_named', matching(MISREPRESENTATION));
  if (ADVICE_CONTRADICTED.test(narrative))
    add(
      'misrepresentation',
      'advice_contradicted',
      sentences.find(
        (s) => ADVICE_GIVEN.test(s) && ADVICE_FROM_INSTITUTION.test(s) && !PROMISE_TO_ACT.test(s),
      ),
    );

  const { allowed, notAllowed } = groundsAllowedBy(Object.keys(support) as Ground[], passages);
  return { grounds: allowed, notAllowed, support, rules };
}

/**
 * Splits grounds into those the policy allows and those its closed list of grounds leaves out
 * (a policy without a closed list allows them all). Allowed grounds come in the schema's order,
 * so reports list grounds the same way every time.
 */
// A term the policy defines: "“Good cause” means illness or other circumstances…".
const DEFINITION =
  /["“'‘]([A-Za-z][A-Za-z' -]{1,40})["”'’]\s+(?:means|refers to|shall mean|is defined as|includes)\s+([^]*?)(?:\.\s|\.$|\n\s*\n|$)/g;

/**
 * The terms the policy defines, with their definitions: a closed list may name a ground by the
 * policy's own term ("good cause", "mitigating factors") rather than by a word of its own.
 */
function definedTerms(passages: Passage[]): { term: string; definition: string }[] {
  return passages.flatMap((p) =>
    [...p.text.matchAll(DEFINITION)].map((m) => ({ term: m[1].trim(), definition: m[2] })),
  );
}

/**
 * The words the policy itself uses for each ground: the terms it defines in that ground's words
 * ("“Good cause” means illness or other circumstances beyond the student's control" is the
 * policy's name for extenuating circumstances), as a pattern per ground that has one. The
 * policy's definitions are read once.
 */
export function policyTerms(
  passages: Passage[],
  /** The words a definition must use to name a ground (by default those a list of grounds uses). */
  names: Partial<Record<Ground, RegExp>> = POLICY_NAMES,
): Partial<Record<Ground, RegExp>> {
  const defined = definedTerms(passages);
  const terms: Partial<Record<Ground, RegExp>> = {};
  if (defined.length === 0) return terms;
  for (const ground of GROUNDS) {
    const policyName = names[ground];
    const own = policyName ? defined.filter(({ definition }) => policyName.test(definition)) : [];
    if (own.length)
      terms[ground] = new RegExp(
        `\\b(?:${own.map(({ term }) => escapeRegExp(term)).join('|')})\\b`,
        'i',
      );
  }
  return terms;
}

export function groundsAllowedBy(
  grounds: Ground[],
  passages: Passage[],
): { allowed: Ground[]; notAllowed: Ground[] } {
  const allowedList = restrictiveGroundsList(passages);
  const own = allowedList ? policyTerms(passages) : {};
  // The list names the ground in its words, or by a term the policy defines in them.
  const notAllowed = allowedList
    ? grounds.filter((g) => {
        const policyName = POLICY_NAMES[g];
        return (
          policyName !== undefined && !policyName.test(allowedList) && !own[g]?.test(allowedList)
        );
      })
    : [];
  return {
    allowed: GROUNDS.filter((g) => grounds.includes(g) && !notAllowed.includes(g)),
    notAllowed: GROUNDS.filter((g) => notAllowed.includes(g)),
  };
}
