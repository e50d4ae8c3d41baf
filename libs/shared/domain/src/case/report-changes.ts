import { formatTimeLimit } from './analysis-status';

/** The title a report's warning is shown under, by its code. */
export const WARNING_TITLES: Readonly<Record<string, string>> = {
  academic_judgement: 'Academic judgement cannot be challenged',
  late_submission_risk: 'Watch your deadline',
  sanction_may_increase: 'The outcome could change against you',
  ombudsman_cannot_review_admissions: 'The ombudsman cannot review admissions',
  internal_process_not_complete: "Finish the university's process first",
  single_appeal_only: 'You may only be able to appeal once',
  evidence_needed: 'You will need evidence',
};

/** A ground as the student reads it: `new_evidence` is "New evidence". */
export function groundLabel(ground: string): string {
  const words = ground.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a report's comparison needs of it (the analysis report has all of this). */
export interface ComparableReport {
  grounds: readonly string[];
  deadlines: readonly { description: string; amount: number; unit: string; quote: string }[];
  warnings: readonly { code: string; message: string }[];
}

/** What appeared in the new report and what is no longer in it, each as the student reads it. */
export interface AddedAndGone {
  added: string[];
  gone: string[];
}

export interface ReportChanges {
  grounds: AddedAndGone;
  deadlines: AddedAndGone;
  warnings: AddedAndGone;
  /** True when none of the three changed. */
  same: boolean;
}

function compare<T>(
  earlier: readonly T[],
  later: readonly T[],
  key: (item: T) => string,
  label: (item: T) => string,
): AddedAndGone {
  const keysOf = (items: readonly T[]) => new Set(items.map(key));
  const before = keysOf(earlier);
  const after = keysOf(later);
  const labelled = (items: readonly T[], other: Set<string>) => [
    ...new Set(items.filter((item) => !other.has(key(item))).map(label)),
  ];
  return { added: labelled(later, before), gone: labelled(earlier, after) };
}

/**
 * What changed from the report of a case to the report of the case started again from it.
 * A time limit is the same one when the policy's words and the period are: its description is
 * written from the story, which is what the student changed.
 */
export function reportChanges(earlier: ComparableReport, later: ComparableReport): ReportChanges {
  const grounds = compare(earlier.grounds, later.grounds, (ground) => ground, groundLabel);
  const deadlines = compare(
    earlier.deadlines,
    later.deadlines,
    (deadline) => `${deadline.amount} ${deadline.unit} ${deadline.quote}`,
    (deadline) => `${formatTimeLimit(deadline.amount, deadline.unit)}: ${deadline.description}`,
  );
  const warnings = compare(
    earlier.warnings,
    later.warnings,
    (warning) => warning.code,
    (warning) => WARNING_TITLES[warning.code] ?? warning.message,
  );
  const same = [grounds, deadlines, warnings].every(
    (change) => change.added.length === 0 && change.gone.length === 0,
  );
  return { grounds, deadlines, warnings, same };
}
