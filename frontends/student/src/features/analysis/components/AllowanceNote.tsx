import { analysesLeftText } from '@redress/domain';
import { useAllowance } from '../hooks/useCases';
import './AllowanceNote.css';

/** The day's free analyses left, stated before the student writes a case, not after. */
export function AllowanceNote() {
  const allowance = useAllowance();
  if (!allowance.data) return null;
  const { remaining, limit, resetsAt } = allowance.data;
  return (
    <p
      className={`rd-intake__allowance${remaining === 0 ? ' rd-intake__allowance--none' : ''}`}
      role="status"
    >
      {analysesLeftText(remaining, limit, new Date(resetsAt))}
    </p>
  );
}
