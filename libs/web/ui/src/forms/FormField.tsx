import type { ReactNode } from 'react';
import './FormField.css';

/**
 * A labelled field with its hint and error, tied to the control by id: the control is given
 * `aria-describedby` and `aria-invalid` through `describedBy`/`invalid` by the caller.
 */
export function FormField({
  id,
  label,
  optional = false,
  hint,
  error,
  children,
  extra,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  /** Shown after the hint, e.g. a guidance panel. */
  extra?: ReactNode;
}) {
  return (
    <div className={error ? 'rd-field rd-field--invalid' : 'rd-field'}>
      <label className="rd-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="rd-field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="rd-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="rd-field__error">
          {error}
        </p>
      ) : null}
      {extra}
    </div>
  );
}

/** The ids a control should list in `aria-describedby`: its error first, then its hint. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
