/** The support stages a student reports on a case (spec 1 §4), in the order a case moves. */
export const SUPPORT_STAGES = [
  'notyet',
  'informal',
  'formal_complaint',
  'review_requested',
  'ombudsman',
] as const;
export type SupportStage = (typeof SUPPORT_STAGES)[number];

export const SUPPORT_STAGE_LABELS: Readonly<Record<SupportStage, string>> = {
  notyet: 'Not yet',
  informal: 'Informal',
  formal_complaint: 'Formal complaint',
  review_requested: 'Review requested',
  ombudsman: 'Ombudsman',
};

export function isSupportStage(value: unknown): value is SupportStage {
  return typeof value === 'string' && (SUPPORT_STAGES as readonly string[]).includes(value);
}
