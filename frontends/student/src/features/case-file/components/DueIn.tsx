import { dueDateUrgency, localIsoDate } from '@redress/domain';
import './DueIn.css';

/**
 * How soon a due date is ("in 9 days", "tomorrow", "overdue"), coloured only when it is within
 * five working days or past, so that a date a year away does not alarm anyone.
 */
export function DueIn({ dueOn, today = localIsoDate() }: { dueOn: string; today?: string }) {
  const urgency = dueDateUrgency(dueOn, today);
  const tone = urgency.overdue ? 'overdue' : urgency.near ? 'near' : 'later';
  return <span className={`rd-due-in rd-due-in--${tone}`}>{urgency.label}</span>;
}
