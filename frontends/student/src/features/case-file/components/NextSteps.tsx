import {
  caseStage,
  nextStepGuidance,
  SUPPORT_STAGE_LABELS,
  type AnalysisReport,
} from '@redress/domain';
import type { CaseTimeline } from '../api/caseFileApi';
import './NextSteps.css';

/** The next step at the case's current stage: what to send, what to gather, what the body needs. */
export function NextSteps({
  report,
  timeline,
}: {
  report: AnalysisReport;
  timeline: CaseTimeline | undefined;
}) {
  const steps = timeline?.events.filter((event) => event.type === 'step') ?? [];
  const stage = caseStage(steps.flatMap((event) => (event.step ? [event.step] : [])));
  const guidance = nextStepGuidance({
    stage,
    grounds: report.grounds,
    escalation: report.escalation,
    hasDecisionDate: steps.some(
      (event) => event.step?.stage === 'decision_received' || event.step?.decisionReceivedOn,
    ),
    procedure: report.procedure,
    hasPolicyPassages: report.relevantPolicies.length > 0,
  });

  return (
    <section className="rd-next-steps" aria-labelledby="rd-next-steps-title">
      <h3 id="rd-next-steps-title" className="rd-panel__label">
        Next steps
      </h3>
      <p className="rd-field__hint">
        Stage: {steps.length > 0 ? SUPPORT_STAGE_LABELS[stage] : 'nothing recorded yet'}
      </p>
      <p className="rd-next-steps__heading">
        <strong>{guidance.heading}</strong>
      </p>
      <h4 className="rd-next-steps__subheading">What to send</h4>
      <ul className="rd-next-steps__list">
        {guidance.send.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h4 className="rd-next-steps__subheading">Evidence to gather</h4>
      <ul className="rd-next-steps__list">
        {guidance.evidence.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {guidance.external ? (
        <>
          <h4 className="rd-next-steps__subheading">What {guidance.external.name} requires</h4>
          <ul
            className="rd-next-steps__list"
            aria-label={`What ${guidance.external.name} requires`}
          >
            {guidance.external.requirements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
