import { analysisStatusLabel } from '@redress/domain';

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`rd-status rd-status--${status}`}>
      <span className="rd-visually-hidden">Status: </span>
      {analysisStatusLabel(status)}
    </span>
  );
}
