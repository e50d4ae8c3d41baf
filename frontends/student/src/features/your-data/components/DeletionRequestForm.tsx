import { describedBy, FormField, useHydrated } from '@redress/web-ui';
import {
  DATA_DELETION_FIELDS,
  DATA_DELETION_MESSAGES,
  DELETION_DETAILS_MAX_LENGTH,
  DELETION_FULL_NAME_MAX_LENGTH,
  DELETION_REASON_MAX_LENGTH,
  EMPTY_DATA_DELETION_FORM,
  dataDeletionPayload,
  validateDataDeletionForm,
  type DataDeletionErrors,
  type DataDeletionField,
  type DataDeletionForm,
} from '@redress/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSubmitDeletionRequest } from '../hooks/useYourData';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * The Data Deletion form (spec 2 §2 and §5): full name and email required, the rest optional.
 * A signed-in student finds their name and address filled in; once sent, the form gives way to
 * a confirmation that stays on screen (a toast alone is gone before it is read).
 */
export function DeletionRequestForm({
  initial,
}: {
  initial?: Partial<Pick<DataDeletionForm, 'fullName' | 'email'>>;
}) {
  const baseId = useId();
  const idOf = (field: DataDeletionField) => `${baseId}-${field}`;
  const hydrated = useHydrated();
  const startingForm: DataDeletionForm = {
    ...EMPTY_DATA_DELETION_FORM,
    fullName: initial?.fullName ?? '',
    email: initial?.email ?? '',
  };
  const [form, setForm] = useState<DataDeletionForm>(startingForm);
  const [sent, setSent] = useState<{ email: string; confirmed: boolean } | null>(null);
  const [errors, setErrors] = useState<DataDeletionErrors>({});
  const controls = useRef<Partial<Record<DataDeletionField, Control | null>>>({});
  const { submit, pending } = useSubmitDeletionRequest();

  const register = (field: DataDeletionField) => (element: Control | null) => {
    controls.current[field] = element;
  };

  const set = (field: DataDeletionField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirst = (problems: DataDeletionErrors) => {
    const first = DATA_DELETION_FIELDS.find((field) => problems[field]);
    if (first) controls.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problems = validateDataDeletionForm(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    const outcome = await submit(dataDeletionPayload(form));
    if (outcome.ok) {
      setSent({ email: form.email.trim(), confirmed: outcome.confirmed });
      setForm(startingForm);
      setErrors({});
    } else if (outcome.fieldMessage) {
      const fromServer = { [outcome.fieldMessage.field]: outcome.fieldMessage.text };
      setErrors(fromServer);
      focusFirst(fromServer);
    }
  };

  const control = (field: DataDeletionField, hint = false) => ({
    id: idOf(field),
    ref: register(field),
    className: field === 'details' ? 'rd-input rd-input--textarea' : 'rd-input',
    value: form[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(idOf(field), { hint, error: errors[field] }),
  });

  if (sent) {
    return (
      <div className="rd-deletion-form__sent" role="status">
        <h3 className="rd-your-data__title">{DATA_DELETION_MESSAGES.submittedTitle}</h3>
        <p className="rd-your-data__text">
          {sent.confirmed
            ? DATA_DELETION_MESSAGES.submitted
            : DATA_DELETION_MESSAGES.submittedConfirmByEmail}
        </p>
        <p className="rd-your-data__text">
          Sent for <strong>{sent.email}</strong>.
        </p>
        <button
          type="button"
          className="rd-button rd-button--secondary"
          onClick={() => setSent(null)}
        >
          Send another request
        </button>
      </div>
    );
  }

  return (
    <form className="rd-deletion-form" onSubmit={onSubmit} noValidate>
      <FormField id={idOf('fullName')} label="Full name" error={errors.fullName}>
        <input
          {...control('fullName')}
          type="text"
          autoComplete="name"
          maxLength={DELETION_FULL_NAME_MAX_LENGTH + 50}
          aria-required="true"
          onChange={(event) => set('fullName', event.target.value)}
        />
      </FormField>
      <FormField
        id={idOf('email')}
        label="Email address"
        hint="The address you sign in to Redress with, so we can find your account."
        error={errors.email}
      >
        <input
          {...control('email', true)}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          onChange={(event) => set('email', event.target.value)}
        />
      </FormField>
      <FormField id={idOf('reason')} label="Reason for deletion" optional error={errors.reason}>
        <input
          {...control('reason')}
          type="text"
          maxLength={DELETION_REASON_MAX_LENGTH + 50}
          onChange={(event) => set('reason', event.target.value)}
        />
      </FormField>
      <FormField
        id={idOf('details')}
        label="Additional details"
        optional
        hint="For example, if you only want one case removed: its title and the date you submitted it."
        error={errors.details}
      >
        <textarea
          {...control('details', true)}
          rows={5}
          maxLength={DELETION_DETAILS_MAX_LENGTH + 200}
          onChange={(event) => set('details', event.target.value)}
        />
      </FormField>
      <div className="rd-deletion-form__actions">
        <button
          className="rd-button rd-button--primary rd-button--large"
          type="submit"
          disabled={pending || !hydrated}
        >
          {pending ? 'Submitting...' : 'Submit Request'}
        </button>
      </div>
    </form>
  );
}
