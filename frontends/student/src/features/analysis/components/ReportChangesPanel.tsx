import {
  reportChanges,
  routePath,
  STUDENT_ROUTES,
  type AddedAndGone,
  type AnalysisReport,
} from '@redress/domain';
import { Link } from '@redress/web-ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchResult } from '../api/analysisApi';
import { analysisQueryKeys } from '../hooks/analysisQueryKeys';
import { parseReportContent } from '../reportContent';
import './report.css';
import './ReportChangesPanel.css';

/**
 * On the report of a case started again from an earlier one: what changed against that case's
 * report (grounds, time limits and warnings added or gone).
 */
export function ReportChangesPanel({
  earlierId,
  report,
}: {
  earlierId: number;
  report: AnalysisReport;
}) {
  const id = String(earlierId);
  // The earlier report, read once: it is finished (or never will be) and does not change.
  const earlierResult = useQuery({
    queryKey: analysisQueryKeys.result(id),
    queryFn: () => fetchResult(id),
    staleTime: Infinity,
  });
  const earlier = useMemo(
    () => (earlierResult.data ? parseReportContent(earlierResult.data.content) : null),
    [earlierResult.data],
  );
  const changes = useMemo(
    () => (earlier ? reportChanges(earlier, report) : null),
    [earlier, report],
  );
  const earlierLink = (
    <Link to={routePath(STUDENT_ROUTES.analysis, { id })}>the case you started from</Link>
  );

  return (
    <section className="rd-panel rd-changes" aria-labelledby="rd-changes-title">
      <h2 id="rd-changes-title" className="rd-panel__heading">
        What changed
      </h2>
      {earlierResult.isPending ? (
        <p className="rd-panel__empty">Comparing with {earlierLink}…</p>
      ) : !changes ? (
        <p className="rd-panel__empty">
          The report of {earlierLink} cannot be compared with this one: it has no finished report.
        </p>
      ) : changes.same ? (
        <p className="rd-report__text">
          Compared with {earlierLink}: the same grounds, time limits and warnings. What you changed
          did not change them.
        </p>
      ) : (
        <>
          <p className="rd-report__text">Compared with the report of {earlierLink}:</p>
          <ChangeList title="Grounds" change={changes.grounds} />
          <ChangeList title="Time limits" change={changes.deadlines} />
          <ChangeList title="Warnings" change={changes.warnings} />
        </>
      )}
    </section>
  );
}

function ChangeList({ title, change }: { title: string; change: AddedAndGone }) {
  if (change.added.length === 0 && change.gone.length === 0) return null;
  return (
    <div className="rd-changes__group">
      <h3 className="rd-report__subheading">{title}</h3>
      <ul className="rd-changes__list" aria-label={title}>
        {change.added.map((item) => (
          <li key={`added-${item}`} className="rd-changes__item rd-changes__item--added">
            <span className="rd-tag">New</span> {item}
          </li>
        ))}
        {change.gone.map((item) => (
          <li key={`gone-${item}`} className="rd-changes__item rd-changes__item--gone">
            <span className="rd-tag">No longer</span> {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
