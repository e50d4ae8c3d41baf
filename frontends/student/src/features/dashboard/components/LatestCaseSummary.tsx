import {
  ANALYSIS_WAITING_STEP,
  clampPercent,
  formatDisplayDate,
  isAnalysisFinished,
  routePath,
  STUDENT_ROUTES,
} from '@redress/domain';
import { useMemo, type ReactNode } from 'react';
import { Link } from '@redress/web-ui';
import {
  parseReportContent,
  useAnalysisCase,
  useAnalysisResult,
  type AnalysisCase,
} from '../../analysis';
import { DueIn, useUpcomingDueDates } from '../../case-file';

/**
 * The next step: the most urgent open due date across the cases when there is one, otherwise
 * the newest case's first action step, or where its analysis is.
 */
export function LatestCaseSummary({ latest }: { latest: AnalysisCase }) {
  const urgent = useUpcomingDueDates().data?.[0];
  if (urgent) {
    return (
      <NextStepPanel
        caseTitle={urgent.caseTitle}
        to={routePath(STUDENT_ROUTES.analysis, { id: urgent.caseId })}
        action="Open this case"
      >
        <p className="rd-next__text">
          {urgent.description}: due{' '}
          <time dateTime={urgent.dueOn}>
            {formatDisplayDate(`${urgent.dueOn}T00:00:00Z`, 'UTC')}
          </time>{' '}
          <DueIn dueOn={urgent.dueOn} />
        </p>
      </NextStepPanel>
    );
  }
  return <NewestCaseSummary latest={latest} />;
}

function NewestCaseSummary({ latest }: { latest: AnalysisCase }) {
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
        Your analysis is under way: {current.progress || ANALYSIS_WAITING_STEP} ({percent}%).
      </p>
    );
  }

  return (
    <NextStepPanel
      caseTitle={current.title}
      to={path}
      action={current.status === 'completed' ? 'Open your analysis' : 'View your case'}
    >
      {body}
    </NextStepPanel>
  );
}

function NextStepPanel(props: {
  caseTitle: string;
  to: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <section className="rd-panel rd-next" aria-labelledby="rd-next-title">
      <h2 id="rd-next-title" className="rd-next__title">
        Your next step
      </h2>
      <p className="rd-next__case">{props.caseTitle}</p>
      {props.children}
      <Link className="rd-button rd-button--primary" to={props.to}>
        {props.action}
      </Link>
    </section>
  );
}
