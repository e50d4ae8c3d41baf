/**
 * Whether the student's story is about an accusation of misconduct and its penalty, however it
 * is put: in the institution's words ("academic misconduct", "collusion", "the discipline
 * committee"), or in the student's own ("they say i bought my essay from a website", "accused
 * me of copying", "the invigilator saw my phone", "turnitin flagged it", "they said AI wrote
 * it", "Campus Residences fined me 300 euro for a party"). One definition for the grounds, the
 * warnings and the advice.
 */
const MISCONDUCT_STORY = new RegExp(
  [
    // The institution's words.
    String.raw`\b(?:misconduct|malpractice|plagiari\w*|plagari\w*|collusion|colluded|cheat\w*|academic integrity|integrity|disciplin\w*|penalt\w*|sanction\w*|fabricat\w*|falsif\w*|expel\w*|code of conduct|invigilator|proctor\w*|conduct (?:hearing|board|panel|committee|office)|academic (?:offen[cs]e|dishonesty)|contract cheating|essay mill|tariff|fined|fines? (?:of|for))\b`,
    // An accusation in the student's words.
    String.raw`\b(?:allegations?|alleged(?:ly)? (?:cheat|plagiar|collu|cop|used|bought)\w*|accus\w* (?:me |us |him |her |them )?of\b|wrote me up|written up|flagg?ed (?:as|for|by|it|my)|unauthori[sz]ed (?:device|material|aid|notes))`,
    // What they say the student did.
    String.raw`\b(?:say|says|said|saying|think|thinks|claim\w*|decided)\s+(?:that\s+)?(?:i|we|he|she|they|my (?:son|daughter))\s+(?:had\s+|have\s+|has\s+)?(?:copied|copy|bought|buy|paid someone|used (?:ai|chatgpt|a phone|notes)|cheated|cheat|plagiari[sz]ed|shared|worked together|colluded)\b`,
    String.raw`\b(?:turnitin|similarity (?:score|report|index)|ai[- ]detect\w*|(?:ai|chatgpt)\s+(?:wrote|generated|written)|ghost[- ]?writ\w*)\b`,
  ].join('|'),
  'i',
);

export function tellsOfMisconduct(narrative: string): boolean {
  return MISCONDUCT_STORY.test(narrative);
}
