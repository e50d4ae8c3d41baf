import { ApiError } from '@redress/api-client';
import {
  localIsoDate,
  STEP_REFERENCE_MAX_LENGTH,
  SUPPORT_STAGE_LABELS,
  SUPPORT_STAGES,
  type SupportStage,
} from '@redress/domain';
import { FormField, toast } from '@redress/web-ui';
import { useState, type FormEvent } from 'react';
import { useRecordStep } from '../hooks/useCaseTimeline';
import './RecordStepForm.css';

/** The form that adds a step (a support stage reached, with its date) to the case file. */
export function RecordStepForm({ caseId }: { caseId: string }) {
  const today = localIsoDate();
  const [stage, setStage] = useState<SupportStage>('decision_received');
  const [date, setDate] = useState(today);
  const [reference, setReference] = useState('');
  const [decisionReceivedOn, setDecisionReceivedOn] = useState('');
  const [problems, setProblems] = useState<readonly string[]>([]);
  const record = useRecordStep(caseId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    try {
      await record.mutateAsync({
        stage,
        date,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
        ...(decisionReceivedOn && stage !== 'decision_received' ? { decisionReceivedOn } : {}),
      });
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      const details = failure?.details.length ? failure.details : [];
      setProblems(
        details.length > 0
          ? details
          : [failure?.serverMessage ?? 'The step could not be recorded.'],
      );
      return;
    }
    toast({ title: 'Step recorded', description: `${SUPPORT_STAGE_LABELS[stage]} was added.` });
    setReference('');
    setDecisionReceivedOn('');
  };

  return (
    <form
      className="rd-step-form"
      aria-labelledby="rd-step-form-title"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="rd-step-form-title" className="rd-panel__label">
        Record a step
      </h3>
      {problems.length > 0 ? (
        <div className="rd-form__error" role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="rd-step-form__grid">
        <FormField id="rd-step-stage" label="What happened">
          <select
            id="rd-step-stage"
            className="rd-input rd-input--select"
            value={stage}
            onChange={(event) => setStage(event.target.value as SupportStage)}
          >
            {SUPPORT_STAGES.filter((value) => value !== 'notyet').map((value) => (
              <option key={value} value={value}>
                {SUPPORT_STAGE_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="rd-step-date" label="Date it happened">
          <input
            id="rd-step-date"
            className="rd-input"
            type="date"
            required
            max={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </FormField>
        <FormField id="rd-step-reference" label="Reference number" optional>
          <input
            id="rd-step-reference"
            className="rd-input"
            type="text"
            maxLength={STEP_REFERENCE_MAX_LENGTH}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </FormField>
        {stage === 'decision_received' ? null : (
          <FormField
            id="rd-step-decision"
            label="Date the decision was received"
            optional
            hint="If you have had a decision, enter the day it reached you: the time limits in your policy then become due dates below."
          >
            <input
              id="rd-step-decision"
              className="rd-input"
              type="date"
              max={today}
              aria-describedby="rd-step-decision-hint"
              value={decisionReceivedOn}
              onChange={(event) => setDecisionReceivedOn(event.target.value)}
            />
          </FormField>
        )}
      </div>
      <button type="submit" className="rd-button rd-button--primary" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record step'}
      </button>
    </form>
  );
}
