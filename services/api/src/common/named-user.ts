/**
 * Whether a user id sent by the client (the spec's pages send one) names someone other than the
 * signed-in user. Absent (undefined, null, '') names nobody and passes. Only text and numbers can
 * name a user: String() of an object runs the object's own toString, and `{"toString":"x"}` made
 * that throw (500).
 */
export function namesOtherUser(named: unknown, userId: number): boolean {
  if (named === undefined || named === null || named === '') return false;
  if (typeof named === 'number') return String(named) !== String(userId);
  if (typeof named === 'string') return named.trim() !== String(userId);
  return true;
}
