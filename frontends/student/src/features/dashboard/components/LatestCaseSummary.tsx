import { clampPercent, isAnalysisFinished, routePath, STUDENT_ROUTES } from '@redress/domain';
import { useMemo, type ReactNode } from 'react';
import { Link } from '@redress/web-ui';
import type { AnalysisCase } from '../../analysis/api/analysisApi';
import { useAnalysisCase } from '../../analysis/hooks/useAnalysisCase';
import { useAnalysisResult } from '../../analysis/hooks/useAnalysisResult';
import { parseReportContent } from '../../analysis/reportContent';

/** The newest case's next step: the report's first action step, or where the analysis is. */
export function LatestCaseSummary({ latest }: { latest: AnalysisCase }) {
  const id = String(latest.id);
  // While it runs, the case is read again so the summary moves on by itself.
  const { data: current = latest } = useAnalysisCase(id, {
    poll: !isAnalysisFinished(latest.status),
  });
  const result = useAnalysisResult(id, { enabled: current.status === 'completed' });
  const report = useMemo(
    () => (result.data ? parseReportContent(result.data.content) : null),
    [result.data],
  );
  const path = routePath(STUDENT_ROUTES.analysis, { id: current.id });

  let body: ReactNode;
  if (current.status === 'completed') {
    const step = report?.actionSteps[0];
    body = step ? (
      <p className="rd-next__text">{step}</p>
    ) : (
      <p className="rd-next__text">Your analysis is ready to read.</p>
    );
  } else if (current.status === 'failed') {
    body = (
      <p className="rd-next__text">
        The analysis could not be completed. Open the case to see why and run it again.
      </p>
    );
  } else {
    const percent = clampPercent(current.progressPercent);
    body = (
      <p className="rd-next__text">
        Your analysis is under way: {current.progress || 'Waiting to start'} ({percent}%).
      </p>
    );
  }

  return (
    <section className="rd-panel rd-next" aria-labelledby="rd-next-title">
      <h2 id="rd-next-title" className="rd-next__title">
        Your next step
      </h2>
      <p className="rd-next__case">{current.title}</p>
      {body}
      <Link className="rd-button rd-button--primary" to={path}>
        {current.status === 'completed' ? 'Open your analysis' : 'View your case'}
      </Link>
    </section>
  );
}
