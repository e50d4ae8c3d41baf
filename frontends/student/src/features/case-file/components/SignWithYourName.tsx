import { apiClient } from '@redress/api-client';
import {
  fullNameProblem,
  FULL_NAME_MAX_LENGTH,
  signatureName,
  signLetterAs,
} from '@redress/domain';
import { AUTH_QUERY_KEY, FormField, toast, type AuthUser } from '@redress/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import './SignWithYourName.css';

/**
 * Asks once for the name the student signs letters with. Saved on the account, it replaces the
 * stand-in signature (the e-mail's local part) in this letter, unless the student changed it.
 */
export function SignWithYourName({
  user,
  letter,
  onLetterChange,
}: {
  user: AuthUser;
  letter: string;
  onLetterChange: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = fullNameProblem(name);
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    const { data, error } = await apiClient.PATCH('/api/auth/me', {
      body: { fullName: name.trim() },
    });
    setSaving(false);
    if (!data) {
      setProblem(
        (error as { message?: string } | undefined)?.message ??
          'Your name could not be saved. Please try again.',
      );
      return;
    }
    onLetterChange(signLetterAs(letter, signatureName(user.email), data.user.fullName ?? ''));
    queryClient.setQueryData(AUTH_QUERY_KEY, data.user);
    toast({ title: 'Name saved', description: 'Your letters are now signed with your name.' });
  };

  return (
    <form
      className="rd-panel rd-sign-name"
      aria-labelledby="rd-sign-name-title"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id="rd-sign-name-title" className="rd-panel__label">
        Sign with your name
      </h2>
      <FormField
        id="rd-sign-name"
        label="Your full name"
        hint="As the institution knows you. We sign your letters with it instead of your email name."
        error={problem ?? undefined}
      >
        <input
          id="rd-sign-name"
          className="rd-input"
          type="text"
          autoComplete="name"
          maxLength={FULL_NAME_MAX_LENGTH}
          aria-describedby={problem ? 'rd-sign-name-hint rd-sign-name-error' : 'rd-sign-name-hint'}
          aria-invalid={problem ? true : undefined}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <button type="submit" className="rd-button rd-button--secondary" disabled={saving}>
        {saving ? 'Saving…' : 'Use my name'}
      </button>
    </form>
  );
}
