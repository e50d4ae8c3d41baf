import {
  formatDisplayDate,
  formatTimeLimit,
  groundLabel,
  issueCategoryLabel,
  nextStepTimeLimit,
  routePath,
  STUDENT_ROUTES,
  WARNING_TITLES,
  type AnalysisReport,
} from '@redress/domain';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from '@redress/web-ui';
import type { AnalysisCase } from '../api/analysisApi';
import { RecommendedServices } from './RecommendedServices';
import './report.css';
import './AnalysisReportView.css';

type Deadline = AnalysisReport['deadlines'][number];
type Citation = AnalysisReport['relevantPolicies'][number];

/**
 * "Why we think this applies": the student's own sentences behind a ground or a warning, so a
 * wrong reading can be seen and corrected (by resubmitting the case in other words).
 */
function WhyWeThink({ because }: { because: readonly string[] | undefined }) {
  if (!because || because.length === 0) return null;
  return (
    <details className="rd-why">
      <summary>Why we think this applies</summary>
      <p className="rd-why__lead">From what you wrote:</p>
      <ul className="rd-why__list">
        {because.map((sentence) => (
          <li key={sentence}>
            <q>{sentence}</q>
          </li>
        ))}
      </ul>
      <p className="rd-why__hint">
        If we have misread this, resubmit the case from the case file below in your own words.
      </p>
    </details>
  );
}

function policySourceText(analysis: AnalysisCase): string {
  if (analysis.policySource === 'upload' && analysis.fileName) return analysis.fileName;
  if (analysis.policySource === 'link' && analysis.policyLink) return analysis.policyLink;
  return 'No policy provided';
}

/** The completed analysis: a summary first, the full report on request, then services. */
export function AnalysisReportView({
  analysis,
  report,
}: {
  analysis: AnalysisCase;
  report: AnalysisReport;
}) {
  const [expanded, setExpanded] = useState(false);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const fullHeading = useRef<HTMLHeadingElement>(null);

  const showFull = () => {
    setExpanded(true);
    // After the sections have rendered: move there, so keyboard and screen-reader users follow.
    requestAnimationFrame(() => {
      fullHeading.current?.focus({ preventScroll: true });
      fullHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  };

  const backToSummary = () => {
    summaryHeading.current?.focus({ preventScroll: true });
    summaryHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const nextStep = report.actionSteps[0];
  const firstDeadline = nextStepTimeLimit(report.deadlines) ?? report.deadlines[0];
  const draftPath = routePath(STUDENT_ROUTES.draft, { id: analysis.id });

  return (
    <article className="rd-report" aria-labelledby="rd-report-title">
      <header className="rd-report__header">
        <p className="rd-page__eyebrow">
          {issueCategoryLabel(analysis.issueCategory)} · {formatDisplayDate(analysis.createdAt)}
        </p>
        <h1 id="rd-report-title" ref={summaryHeading} tabIndex={-1} className="rd-report__title">
          {analysis.title}
        </h1>
        <dl className="rd-report__meta">
          {analysis.universityName ? (
            <div>
              <dt>Institution</dt>
              <dd>{analysis.universityName}</dd>
            </div>
          ) : null}
          <div>
            <dt>Policy</dt>
            <dd>{policySourceText(analysis)}</dd>
          </div>
        </dl>
      </header>

      {report.warnings.length > 0 ? (
        <section className="rd-report__warnings" aria-label="Important warnings">
          {report.warnings.map((warning) => (
            <div
              key={warning.code}
              className="rd-callout rd-report__callout rd-report__callout--warning"
              role="note"
            >
              <span className="rd-report__callout-icon" aria-hidden="true">
                !
              </span>
              <div>
                <p className="rd-callout__title">{WARNING_TITLES[warning.code] ?? 'Important'}</p>
                <p className="rd-report__callout-text">{warning.message}</p>
                <WhyWeThink because={warning.because} />
              </div>
            </div>
          ))}
        </section>
      ) : null}

      {analysis.sourceNote ? (
        <div className="rd-callout rd-report__callout rd-report__callout--info" role="note">
          <span className="rd-report__callout-icon" aria-hidden="true">
            i
          </span>
          <div>
            <p className="rd-callout__title">About your policy</p>
            <p className="rd-report__callout-text">{analysis.sourceNote}</p>
          </div>
        </div>
      ) : null}

      <section className="rd-panel rd-summary" aria-labelledby="rd-summary-title">
        <h2 id="rd-summary-title" className="rd-panel__heading">
          At a glance
        </h2>
        <div className="rd-summary__grid">
          <div>
            <h3 className="rd-panel__label">Key issues</h3>
            <ul className="rd-report__list">
              {report.keyIssues.slice(0, 3).map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          </div>
          <div>
            {nextStep ? (
              <>
                <h3 className="rd-panel__label">Your next step</h3>
                <p className="rd-summary__text">{nextStep}</p>
              </>
            ) : null}
            {firstDeadline ? (
              <>
                <h3 className="rd-panel__label">Time limit</h3>
                <p className="rd-summary__text">
                  <strong>{formatTimeLimit(firstDeadline.amount, firstDeadline.unit)}</strong>
                  {firstDeadline.runsFrom ? ` from ${firstDeadline.runsFrom}` : ''}
                </p>
              </>
            ) : null}
          </div>
        </div>
        <div className="rd-summary__actions">
          <button
            type="button"
            className="rd-button rd-button--primary"
            aria-expanded={expanded}
            aria-controls="rd-full-analysis"
            onClick={showFull}
          >
            View Full Analysis
          </button>
          <Link className="rd-button rd-button--accent" to={draftPath}>
            Draft your letter
          </Link>
        </div>
      </section>

      <div id="rd-full-analysis" className="rd-full" hidden={!expanded}>
        {expanded ? (
          <>
            <h2 ref={fullHeading} tabIndex={-1} className="rd-full__title">
              Full Analysis
            </h2>
            <FullReport report={report} />
            <div className="rd-full__actions">
              <button
                type="button"
                className="rd-button rd-button--secondary"
                onClick={backToSummary}
              >
                Back to Analysis
              </button>
              <Link className="rd-button rd-button--accent" to={draftPath}>
                Draft your letter
              </Link>
            </div>
          </>
        ) : null}
      </div>

      <RecommendedServices caseId={analysis.id} />
    </article>
  );
}

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `rd-report-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="rd-panel rd-report__section" aria-labelledby={id}>
      <h3 id={id} className="rd-panel__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

function TextList({
  items,
  empty,
  ordered = false,
}: {
  items: string[];
  empty: string;
  ordered?: boolean;
}) {
  if (items.length === 0) return <p className="rd-panel__empty">{empty}</p>;
  const children = items.map((item, index) => <li key={`${index}-${item}`}>{item}</li>);
  return ordered ? (
    <ol className="rd-report__list rd-report__list--ordered">{children}</ol>
  ) : (
    <ul className="rd-report__list">{children}</ul>
  );
}

function FullReport({ report }: { report: AnalysisReport }) {
  return (
    <>
      <ReportSection title="Key Issues">
        <TextList items={report.keyIssues} empty="No key issues were identified." />
        {report.grounds.length > 0 ? (
          <>
            <h4 className="rd-report__subheading">Possible grounds</h4>
            <ul className="rd-grounds">
              {report.grounds.map((ground) => (
                <li key={ground} className="rd-grounds__item">
                  <span className="rd-tag">{groundLabel(ground)}</span>
                  <WhyWeThink
                    because={report.groundReasons.find((r) => r.ground === ground)?.because}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </ReportSection>

      <ReportSection title="Relevant Policies">
        {report.relevantPolicies.length === 0 ? (
          <p className="rd-panel__empty">
            No policy passages could be quoted. Adding the policy as a file or a link gives the
            analysis the rules to cite.
          </p>
        ) : (
          <>
            <CitationList
              title="Rules on your side"
              citations={report.relevantPolicies.filter((c) => c.bearing === 'supports')}
            />
            <CitationList
              title="The procedure and its time limits"
              citations={report.relevantPolicies.filter(
                (c) => c.bearing === 'procedure' || c.bearing === undefined,
              )}
            />
          </>
        )}
      </ReportSection>

      <div className="rd-report__pair">
        <ReportSection title="Best Case">
          <p className="rd-report__text">{report.bestCaseScenario}</p>
        </ReportSection>
        <ReportSection title="Worst Case">
          <p className="rd-report__text">{report.worstCaseScenario}</p>
        </ReportSection>
      </div>

      <ReportSection title="Potential Challenges">
        <TextList items={report.potentialChallenges} empty="No particular challenges were found." />
        <CitationList
          title="Rules that cut against your case"
          citations={report.relevantPolicies.filter((c) => c.bearing === 'against')}
        />
      </ReportSection>

      <ReportSection title="Action Steps">
        <TextList items={report.actionSteps} empty="No action steps were found." ordered />
      </ReportSection>

      <ReportSection title="Deadlines">
        {report.deadlines.length === 0 ? (
          <p className="rd-panel__empty">
            No time limit was found in the policy. Check the policy or ask the university: most
            procedures have one.
          </p>
        ) : (
          <ul className="rd-deadlines">
            {report.deadlines.map((deadline, index) => (
              <DeadlineItem key={`${index}-${deadline.quote}`} deadline={deadline} />
            ))}
          </ul>
        )}
      </ReportSection>

      <ReportSection title="Where to Escalate">
        {report.escalation.body ? (
          <dl className="rd-report__facts">
            <div>
              <dt>Body</dt>
              <dd>{report.escalation.name}</dd>
            </div>
            {report.escalation.timeLimit ? (
              <div>
                <dt>Time limit</dt>
                <dd>{report.escalation.timeLimit}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="rd-panel__empty">
            {report.escalation.name || 'No external body was identified for this case.'}
          </p>
        )}
      </ReportSection>

      {report.notes.length > 0 ? (
        <ReportSection title="About This Analysis">
          <TextList items={report.notes} empty="" />
        </ReportSection>
      ) : null}
    </>
  );
}

function CitationList({ title, citations }: { title: string; citations: Citation[] }) {
  if (citations.length === 0) return null;
  return (
    <>
      <h4 className="rd-report__subheading">{title}</h4>
      <ul className="rd-quotes" aria-label={title}>
        {citations.map((policy, index) => (
          <li key={`${index}-${policy.location}`} className="rd-quote">
            <blockquote className="rd-quote__text">{policy.quote}</blockquote>
            {policy.location ? <p className="rd-quote__location">{policy.location}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function DeadlineItem({ deadline }: { deadline: Deadline }) {
  return (
    <li className="rd-deadline">
      <p className="rd-deadline__limit">
        <strong>{formatTimeLimit(deadline.amount, deadline.unit)}</strong>
        {deadline.runsFrom ? <span> from {deadline.runsFrom}</span> : null}
        {deadline.nextStep ? (
          <span className="rd-tag rd-deadline__next">Your next step</span>
        ) : null}
      </p>
      {deadline.description ? (
        <p className="rd-deadline__description">{deadline.description}</p>
      ) : null}
      <blockquote className="rd-quote__text">{deadline.quote}</blockquote>
      {deadline.location ? <p className="rd-quote__location">{deadline.location}</p> : null}
    </li>
  );
}
