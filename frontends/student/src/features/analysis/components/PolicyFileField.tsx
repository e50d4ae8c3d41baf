import {
  checkPolicyFile,
  formatFileSize,
  POLICY_FILE_ACCEPT,
  POLICY_FILE_MAX_MB,
} from '@redress/domain';
import type { RefObject } from 'react';
import { describedBy } from '@redress/web-ui';
import './PolicyFileField.css';

/** The optional policy upload: PDF, DOCX or TXT up to POLICY_FILE_MAX_MB, checked before it is sent. */
export function PolicyFileField({
  id,
  file,
  error,
  inputRef,
  onChange,
  onError,
}: {
  id: string;
  file: File | null;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (file: File | null) => void;
  onError: (message: string | undefined) => void;
}) {
  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = checkPolicyFile(chosen);
    if (problem) {
      onError(problem);
      onChange(null);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onError(undefined);
    onChange(chosen);
  };

  const remove = () => {
    onChange(null);
    onError(undefined);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <div className={error ? 'rd-field rd-field--invalid' : 'rd-field'}>
      <label className="rd-field__label" htmlFor={id}>
        Policy document<span className="rd-field__optional"> (optional)</span>
      </label>
      <p id={`${id}-hint`} className="rd-field__hint">
        Upload the policy or regulations that apply, as a PDF, DOCX or TXT file of up to{' '}
        {POLICY_FILE_MAX_MB} MB. The analysis quotes it word for word, so a file gives the most
        reliable citations. The file is not kept with your draft: if you leave or reload the page,
        attach it again.
      </p>
      <input
        ref={inputRef}
        id={id}
        className="rd-file__input"
        type="file"
        name="policyFile"
        accept={POLICY_FILE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: true, error })}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {file ? (
        <div className="rd-file__chosen">
          <p className="rd-file__name">
            <span className="rd-file__icon" aria-hidden="true">
              📄
            </span>
            <span>
              <strong>{file.name}</strong>{' '}
              <span className="rd-file__size">({formatFileSize(file.size)})</span>
            </span>
          </p>
          <button
            type="button"
            className="rd-button rd-button--secondary rd-file__remove"
            onClick={remove}
          >
            Remove file
          </button>
        </div>
      ) : null}
      {error ? (
        <>
          <p id={`${id}-error`} className="rd-field__error" role="alert">
            {error}
          </p>
          {file ? null : (
            <button type="button" className="rd-file__dismiss" onClick={() => onError(undefined)}>
              Continue without a file
            </button>
          )}
        </>
      ) : null}
    </div>
  );
}
