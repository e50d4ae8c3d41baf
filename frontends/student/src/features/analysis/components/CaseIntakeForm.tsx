import {
  ACTION_TAKEN_OPTIONS,
  CASE_FIELD_MAX_LENGTHS,
  CASE_FORM_FIELDS,
  caseFormPayload,
  EMPTY_CASE_FORM,
  ISSUE_CATEGORY_OPTIONS,
  ISSUE_DESCRIPTION_MAX_LENGTH,
  ISSUE_DESCRIPTION_MIN_LENGTH,
  validateCaseForm,
  type CaseForm,
  type CaseFormErrors,
  type CaseFormField,
  localIsoDate,
} from '@redress/domain';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { SubmitOutcome } from '../hooks/useSubmitCase';
import { describedBy, FormField } from '@redress/web-ui';
import { PolicyFileField } from './PolicyFileField';
import './CaseIntakeForm.css';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The Submit an Issue form (spec document 1, sections 2, 3 and 5). */
export function CaseIntakeForm({
  form,
  onChange,
  restored,
  pending,
  onSubmit,
  policy,
}: {
  form: CaseForm;
  onChange: (form: CaseForm) => void;
  /** True when the values came back from a draft saved earlier. */
  restored: boolean;
  pending: boolean;
  onSubmit: (fields: CaseForm, file: File | null) => Promise<SubmitOutcome>;
  /**
   * Shown instead of the policy's fields when the policy is already known (a case started again
   * from an earlier one uses that case's policy).
   */
  policy?: ReactNode;
}) {
  const baseId = useId();
  const idOf = (field: CaseFormField | 'policyFile') => `${baseId}-${field}`;
  const [errors, setErrors] = useState<CaseFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [showRestored, setShowRestored] = useState(restored);
  const controls = useRef<Partial<Record<CaseFormField, Control | null>>>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const register = (field: CaseFormField) => (element: Control | null) => {
    controls.current[field] = element;
  };

  const set = (field: CaseFormField, value: string) => {
    onChange({ ...form, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const focusFirstProblem = (problems: CaseFormErrors, withFileError: boolean) => {
    const first = CASE_FORM_FIELDS.find((field) => problems[field]);
    if (first) controls.current[first]?.focus();
    else if (withFileError) fileInput.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const problems = validateCaseForm(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || fileError) {
      focusFirstProblem(problems, Boolean(fileError));
      return;
    }
    const payload = caseFormPayload(form);
    // The student sees the address that is sent, https:// included.
    if (payload.policyLink !== form.policyLink)
      onChange({ ...form, policyLink: payload.policyLink });
    const outcome = await onSubmit(payload, file);
    if (outcome.ok || outcome.details.length === 0) return;
    // The server names the field of each problem it can place; the rest concern the form.
    const fromServer: CaseFormErrors = {};
    for (const field of CASE_FORM_FIELDS) {
      if (outcome.fields[field]) fromServer[field] = outcome.fields[field];
    }
    const placed = new Set(Object.values(fromServer));
    const unplaced = outcome.details.filter((message) => !placed.has(message));
    setErrors(fromServer);
    setFormError(unplaced.length > 0 ? unplaced.join(' ') : null);
    focusFirstProblem(fromServer, false);
  };

  const startOver = () => {
    onChange({ ...EMPTY_CASE_FORM });
    setErrors({});
    setShowRestored(false);
    controls.current.title?.focus();
  };

  const descriptionLength = form.issueDescription.trim().length;

  return (
    <form className="rd-intake__form" noValidate onSubmit={(event) => void submit(event)}>
      {showRestored ? (
        <div className="rd-intake__restored" role="status">
          <p>
            We kept the draft you started earlier on this device. Carry on where you left off; if
            you had attached a policy file, attach it again.
          </p>
          <button type="button" className="rd-button rd-button--secondary" onClick={startOver}>
            Start over
          </button>
        </div>
      ) : null}

      <fieldset className="rd-panel rd-intake__section">
        <legend className="rd-intake__legend">Your issue</legend>

        <FormField
          id={idOf('title')}
          label="Title"
          optional
          hint="A few words you will recognise later, e.g. “Grade appeal for HIST 201”."
          error={errors.title}
        >
          <input
            ref={register('title')}
            id={idOf('title')}
            className="rd-input"
            name="title"
            type="text"
            autoComplete="off"
            maxLength={CASE_FIELD_MAX_LENGTHS.title}
            value={form.title}
            onChange={(event) => set('title', event.target.value)}
            aria-describedby={describedBy(idOf('title'), { hint: true, error: errors.title })}
            aria-invalid={errors.title ? true : undefined}
          />
        </FormField>

        <FormField
          id={idOf('issueCategory')}
          label="Type of issue"
          hint="Choose the closest match; the analysis adapts to it."
          error={errors.issueCategory}
        >
          <select
            ref={register('issueCategory')}
            id={idOf('issueCategory')}
            className="rd-input rd-input--select"
            name="issueCategory"
            required
            value={form.issueCategory}
            onChange={(event) => set('issueCategory', event.target.value)}
            aria-describedby={describedBy(idOf('issueCategory'), {
              hint: true,
              error: errors.issueCategory,
            })}
            aria-invalid={errors.issueCategory ? true : undefined}
          >
            {form.issueCategory === '' ? <option value="">Select the type of issue</option> : null}
            {ISSUE_CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>

        <FormField
          id={idOf('issueDescription')}
          label="Describe your issue"
          hint={`What happened, when, and what was decided. At least ${ISSUE_DESCRIPTION_MIN_LENGTH} characters.`}
          error={errors.issueDescription}
          extra={
            <details className="rd-guide">
              <summary>What makes a strong description?</summary>
              <ul>
                <li>Dates: when it happened, when you were told the decision, and by whom.</li>
                <li>The decision itself, in the words of the letter or e-mail if you have it.</li>
                <li>Why you think it is wrong or unfair, and any evidence you hold.</li>
                <li>Anything that affected you at the time, such as illness or a bereavement.</li>
              </ul>
              <p>Plain facts are best. You do not need legal words.</p>
            </details>
          }
        >
          <textarea
            ref={register('issueDescription')}
            id={idOf('issueDescription')}
            className="rd-input rd-input--textarea"
            name="issueDescription"
            rows={8}
            required
            value={form.issueDescription}
            onChange={(event) => set('issueDescription', event.target.value)}
            aria-describedby={[
              describedBy(idOf('issueDescription'), {
                hint: true,
                error: errors.issueDescription,
              }),
              `${idOf('issueDescription')}-count`,
            ].join(' ')}
            aria-invalid={errors.issueDescription ? true : undefined}
          />
          <p
            id={`${idOf('issueDescription')}-count`}
            className={
              descriptionLength > ISSUE_DESCRIPTION_MAX_LENGTH
                ? 'rd-field__count rd-field__count--over'
                : 'rd-field__count'
            }
          >
            {descriptionLength.toLocaleString('en-US')} /{' '}
            {ISSUE_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters
          </p>
        </FormField>

        <FormField
          id={idOf('desiredResolution')}
          label="What outcome would you like?"
          optional
          hint="For example: a re-mark by another examiner, a refund, or an apology and a change."
          error={errors.desiredResolution}
        >
          <textarea
            ref={register('desiredResolution')}
            id={idOf('desiredResolution')}
            className="rd-input rd-input--textarea"
            name="desiredResolution"
            rows={3}
            maxLength={CASE_FIELD_MAX_LENGTHS.desiredResolution}
            value={form.desiredResolution}
            onChange={(event) => set('desiredResolution', event.target.value)}
            aria-describedby={describedBy(idOf('desiredResolution'), {
              hint: true,
              error: errors.desiredResolution,
            })}
          />
        </FormField>

        <FormField
          id={idOf('actionTaken')}
          label="What action have you taken so far?"
          hint="This tells us which stage of the procedure you are at."
          error={errors.actionTaken}
          extra={
            <details className="rd-guide">
              <summary>What does “action taken” mean?</summary>
              <dl>
                <dt>Not yet</dt>
                <dd>You have not raised it with the university.</dd>
                <dt>Tried informally</dt>
                <dd>
                  You spoke or wrote to a tutor, department or office, outside a formal process.
                </dd>
                <dt>Submitted complaint</dt>
                <dd>You made a formal complaint or appeal and are waiting or have an answer.</dd>
                <dt>Requested review</dt>
                <dd>You asked for the outcome of a complaint or appeal to be reviewed.</dd>
                <dt>Escalated to ombudsman</dt>
                <dd>You took it to an external body after the university’s process ended.</dd>
              </dl>
            </details>
          }
        >
          <select
            ref={register('actionTaken')}
            id={idOf('actionTaken')}
            className="rd-input rd-input--select"
            name="actionTaken"
            required
            value={form.actionTaken}
            onChange={(event) => set('actionTaken', event.target.value)}
            aria-describedby={describedBy(idOf('actionTaken'), {
              hint: true,
              error: errors.actionTaken,
            })}
            aria-invalid={errors.actionTaken ? true : undefined}
          >
            {form.actionTaken === '' ? <option value="">Select what you have done</option> : null}
            {ACTION_TAKEN_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>

        <FormField
          id={idOf('decisionReceivedOn')}
          label="When did you receive the decision?"
          optional
          hint="If you have had a decision, the day it reached you: the time limits that run from it become dates on your case."
          error={errors.decisionReceivedOn}
        >
          <input
            ref={register('decisionReceivedOn')}
            id={idOf('decisionReceivedOn')}
            className="rd-input"
            name="decisionReceivedOn"
            type="date"
            max={localIsoDate()}
            value={form.decisionReceivedOn}
            onChange={(event) => set('decisionReceivedOn', event.target.value)}
            aria-describedby={describedBy(idOf('decisionReceivedOn'), {
              hint: true,
              error: errors.decisionReceivedOn,
            })}
            aria-invalid={errors.decisionReceivedOn ? true : undefined}
          />
        </FormField>
      </fieldset>

      <fieldset className="rd-panel rd-intake__section">
        <legend className="rd-intake__legend">Your university and its policy</legend>

        <FormField
          id={idOf('universityName')}
          label="University or college"
          optional
          error={errors.universityName}
        >
          <input
            ref={register('universityName')}
            id={idOf('universityName')}
            className="rd-input"
            name="universityName"
            type="text"
            autoComplete="organization"
            maxLength={CASE_FIELD_MAX_LENGTHS.universityName}
            value={form.universityName}
            onChange={(event) => set('universityName', event.target.value)}
            aria-describedby={describedBy(idOf('universityName'), { error: errors.universityName })}
          />
        </FormField>

        {policy ?? (
          <>
            <FormField
              id={idOf('policyLink')}
              label="Link to the policy"
              optional
              hint="The web page of the appeals, complaints or admissions policy, e.g. example.edu/policy."
              error={errors.policyLink}
            >
              <input
                ref={register('policyLink')}
                id={idOf('policyLink')}
                className="rd-input"
                name="policyLink"
                type="text"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={CASE_FIELD_MAX_LENGTHS.policyLink}
                value={form.policyLink}
                onChange={(event) => set('policyLink', event.target.value)}
                aria-describedby={describedBy(idOf('policyLink'), {
                  hint: true,
                  error: errors.policyLink,
                })}
                aria-invalid={errors.policyLink ? true : undefined}
              />
            </FormField>

            <FormField
              id={idOf('documentType')}
              label="Type of document"
              optional
              hint="e.g. Academic appeals policy, Complaints procedure, Admissions policy."
              error={errors.documentType}
            >
              <input
                ref={register('documentType')}
                id={idOf('documentType')}
                className="rd-input"
                name="documentType"
                type="text"
                autoComplete="off"
                maxLength={CASE_FIELD_MAX_LENGTHS.documentType}
                value={form.documentType}
                onChange={(event) => set('documentType', event.target.value)}
                aria-describedby={describedBy(idOf('documentType'), {
                  hint: true,
                  error: errors.documentType,
                })}
              />
            </FormField>

            <PolicyFileField
              id={idOf('policyFile')}
              file={file}
              error={fileError}
              inputRef={fileInput}
              onChange={setFile}
              onError={setFileError}
            />
          </>
        )}
      </fieldset>

      {formError ? (
        <p className="rd-form__error" role="alert">
          {formError}
        </p>
      ) : null}

      <div className="rd-intake__actions">
        <button
          type="submit"
          className="rd-button rd-button--accent rd-button--large rd-intake__submit"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? (
            <>
              <span className="rd-intake__button-spinner" aria-hidden="true" />
              Analyzing...
            </>
          ) : (
            'Submit for Analysis'
          )}
        </button>
        <p className="rd-intake__reassurance">
          {policy
            ? 'Free, no card needed. Your earlier case and its report stay as they are.'
            : 'Free, no card needed. Your answers are saved on this device until the analysis starts; an attached file is not, so attach it again after a reload.'}
        </p>
      </div>
    </form>
  );
}
