import {
  formatDisplayDate,
  routePath,
  STUDENT_ROUTES,
  SUPPORT_STAGE_LABELS,
  type SupportStage,
  type AnalysisReport,
} from '@redress/domain';
import { Link } from '@redress/web-ui';
import type { AnalysisCase } from '../../analysis';
import { deadlinesCalendarUrl, type TimelineEvent } from '../api/caseFileApi';
import { useCaseTimeline } from '../hooks/useCaseTimeline';
import { DueIn } from './DueIn';
import { NextSteps } from './NextSteps';
import { RecordStepForm } from './RecordStepForm';
import './CaseFile.css';

/** A calendar day (`YYYY-MM-DD`) as the product shows dates; read as UTC so it never shifts. */
function formatDay(day: string): string {
  return formatDisplayDate(`${day}T00:00:00Z`, 'UTC');
}

function eventDetail(event: TimelineEvent): string | null {
  const step = event.step;
  if (!step) return event.detail ?? null;
  const parts = [
    step.reference ? `Reference ${step.reference}` : null,
    step.decisionReceivedOn ? `Decision received ${formatDay(step.decisionReceivedOn)}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The case file under the report: what has happened, the next step to record, the due dates,
 * and a way to start again from this case (a submitted case is never edited: spec §9).
 */
export function CaseFile({ analysis, report }: { analysis: AnalysisCase; report: AnalysisReport }) {
  const caseId = String(analysis.id);
  const timeline = useCaseTimeline(caseId);

  return (
    <section className="rd-panel rd-case-file" aria-labelledby="rd-case-file-title">
      <h2 id="rd-case-file-title" className="rd-panel__heading">
        Case file
      </h2>
      <p className="rd-panel__lead">
        Keep a record of each step you take. We use it to work out when your next deadline falls.
      </p>

      <div className="rd-case-file__grid">
        <section aria-labelledby="rd-timeline-title">
          <h3 id="rd-timeline-title" className="rd-panel__label">
            Timeline
          </h3>
          {timeline.isPending ? (
            <p className="rd-panel__empty">Loading the timeline…</p>
          ) : timeline.isError ? (
            <p className="rd-panel__empty" role="alert">
              The timeline could not be loaded.{' '}
              <button
                type="button"
                className="rd-button rd-button--secondary"
                onClick={() => void timeline.refetch()}
              >
                Try Again
              </button>
            </p>
          ) : (
            <ol className="rd-timeline" aria-label="Case timeline">
              {timeline.data.events.map((event, index) => {
                const detail = eventDetail(event);
                return (
                  <li key={`${event.type}-${event.at}-${index}`} className="rd-timeline__item">
                    <time className="rd-timeline__date" dateTime={event.on}>
                      {formatDay(event.on)}
                    </time>
                    <span className="rd-timeline__title">{event.title}</span>
                    {detail ? <span className="rd-timeline__detail">{detail}</span> : null}
                  </li>
                );
              })}
            </ol>
          )}
        </section>

        <section aria-labelledby="rd-due-dates-title">
          <h3 id="rd-due-dates-title" className="rd-panel__label">
            Due dates
          </h3>
          {timeline.data && timeline.data.dueDates.length > 0 ? (
            <>
              <ul className="rd-deadlines" aria-label="Due dates">
                {timeline.data.dueDates.map((due) => (
                  <li key={due.index} className="rd-deadline">
                    <p className="rd-deadline__limit">
                      <strong>
                        Due <time dateTime={due.dueOn}>{formatDay(due.dueOn)}</time>
                      </strong>{' '}
                      <DueIn dueOn={due.dueOn} />
                    </p>
                    <p className="rd-deadline__description">{due.description}</p>
                    <blockquote className="rd-quote__text">{due.quote}</blockquote>
                  </li>
                ))}
              </ul>
              <a className="rd-button rd-button--secondary" href={deadlinesCalendarUrl(caseId)}>
                Add to calendar (.ics)
              </a>
            </>
          ) : (
            <p className="rd-panel__empty">
              No due dates yet. Each time limit starts with an event: record it below with its date,
              and the limit appears here as a date.
            </p>
          )}
          {timeline.data && timeline.data.waiting.length > 0 ? (
            <>
              <h4 className="rd-next-steps__subheading">Not started yet</h4>
              <ul className="rd-deadlines" aria-label="Time limits not started">
                {timeline.data.waiting.map((limit) => (
                  <li key={limit.index} className="rd-deadline rd-deadline--waiting">
                    <p className="rd-deadline__description">{limit.description}</p>
                    <p className="rd-field__hint">{limit.startsWhen}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {timeline.data && timeline.data.met.length > 0 ? (
            <>
              <h4 className="rd-next-steps__subheading">Done</h4>
              <ul className="rd-deadlines" aria-label="Time limits met">
                {timeline.data.met.map((limit) => (
                  <li key={limit.index} className="rd-deadline rd-deadline--met">
                    <p className="rd-deadline__description">
                      {limit.description}: met by “
                      {SUPPORT_STAGE_LABELS[limit.metBy as SupportStage] ?? limit.metBy}”.
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>

      <NextSteps report={report} timeline={timeline.data} />

      <RecordStepForm caseId={caseId} />

      <div className="rd-case-file__resubmit">
        <p className="rd-field__hint">
          A submitted case cannot be changed. If something was wrong or has moved on, start a new
          analysis from this one: your story is filled in for you to correct, the policy is used
          again, and the new report says what changed.
        </p>
        <Link
          className="rd-button rd-button--secondary"
          to={routePath(STUDENT_ROUTES.remix, { id: analysis.id })}
        >
          Resubmit as a new analysis
        </Link>
      </div>
    </section>
  );
}
