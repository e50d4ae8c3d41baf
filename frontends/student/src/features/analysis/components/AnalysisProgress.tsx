import {
  ANALYSIS_STEPS,
  ANALYSIS_WAITING_STEP,
  clampPercent,
  STUDENT_ROUTES,
} from '@redress/domain';
import { Link } from '@redress/web-ui';
import './status.css';

/** The steps of the analysis pipeline with the percentage at which each begins. */
const STEPS = [
  ANALYSIS_STEPS.reading,
  ANALYSIS_STEPS.retrieving,
  ANALYSIS_STEPS.analysing,
  ANALYSIS_STEPS.checking,
  ANALYSIS_STEPS.saving,
] as const;

/** While a case is pending or processing: the current step and a progress bar. */
export function AnalysisProgress({
  title,
  step,
  percent,
}: {
  title: string;
  step: string | null | undefined;
  percent: number | null | undefined;
}) {
  const value = clampPercent(percent);
  const stepText = step || ANALYSIS_WAITING_STEP;

  return (
    <section className="rd-panel rd-progress" aria-labelledby="rd-progress-title">
      <p className="rd-progress__eyebrow">{title}</p>
      <h1 id="rd-progress-title" className="rd-progress__title">
        We&apos;re analysing your case
      </h1>
      <p className="rd-progress__lead">
        This usually takes less than a minute. You can leave this page: the analysis carries on, and
        your case stays on your dashboard.
      </p>

      <div className="rd-progress__status" role="status" aria-live="polite" aria-atomic="true">
        <span className="rd-progress__step">{stepText}</span>
        <span className="rd-progress__percent">{value}%</span>
      </div>
      <div
        className="rd-progress__bar"
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${stepText}, ${value}%`}
      >
        <div className="rd-progress__fill" style={{ width: `${value}%` }} />
      </div>

      <ol className="rd-progress__steps">
        {STEPS.map((item, index) => {
          const next = STEPS[index + 1]?.from ?? 100;
          const state = value >= next ? 'done' : value >= item.from ? 'current' : 'todo';
          return (
            <li key={item.label} className={`rd-progress__item rd-progress__item--${state}`}>
              <span className="rd-progress__marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span>
                {item.label}
                {state === 'done' ? <span className="rd-visually-hidden"> (done)</span> : null}
                {state === 'current' ? (
                  <span className="rd-visually-hidden"> (in progress)</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>

      <Link className="rd-progress__dashboard" to={STUDENT_ROUTES.dashboard}>
        Go to your dashboard
      </Link>
    </section>
  );
}
