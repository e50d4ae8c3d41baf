import { NOT_SPECIFIED, statusLabel } from '@redress/domain';
import type { AnalysisCase } from '../../analysis';
import './CaseOverview.css';

function orNotSpecified(value?: string | null): string {
  const text = (value ?? '').trim();
  return text || NOT_SPECIFIED;
}

/** The side panel of the draft page (spec document 1, section 2). */
export function CaseOverview({ analysis }: { analysis: AnalysisCase }) {
  return (
    <aside className="rd-panel rd-overview" aria-labelledby="rd-overview-title">
      <h2 id="rd-overview-title" className="rd-panel__heading">
        Case Overview
      </h2>
      <dl className="rd-overview__facts">
        <div>
          <dt>Your Goal</dt>
          <dd>{orNotSpecified(analysis.desiredResolution)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(analysis.actionTaken)}</dd>
        </div>
        <div>
          <dt>Institution</dt>
          <dd>{orNotSpecified(analysis.universityName)}</dd>
        </div>
        <div>
          <dt>Case Summary</dt>
          <dd className="rd-overview__summary">
            {orNotSpecified(analysis.issueDescription ?? analysis.title)}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
