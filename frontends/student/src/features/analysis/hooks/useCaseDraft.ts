import { caseFormFrom, EMPTY_CASE_FORM, isCaseFormTouched, type CaseForm } from '@redress/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the draft is written to storage. */
const SAVE_DELAY_MS = 400;

function storageKey(userId: string | number): string {
  // One draft per account: a shared computer must not show one student's case to another.
  return `redress.caseDraft.${userId}`;
}

function readDraft(key: string): CaseForm | null {
  try {
    const stored = window.localStorage.getItem(key);
    return stored ? caseFormFrom(JSON.parse(stored)) : null;
  } catch {
    // Unavailable storage or a damaged entry: start from the defaults.
    return null;
  }
}

function writeDraft(key: string, form: CaseForm): void {
  try {
    if (isCaseFormTouched(form)) window.localStorage.setItem(key, JSON.stringify(form));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage can be full or blocked (private mode); the form itself still holds the text.
  }
}

/**
 * The Submit an Issue form's values, kept in localStorage as the student types so nothing is
 * lost to a reload, a closed tab or an expired session. The file is never stored. (A case
 * started again from an earlier one is filled from that case instead: see RemixPage.)
 */
export function useCaseDraft(userId: string | number) {
  const key = storageKey(userId);
  const [initial] = useState(() => {
    const stored = readDraft(key);
    return { form: stored ?? { ...EMPTY_CASE_FORM }, restored: stored !== null };
  });
  const [form, setForm] = useState<CaseForm>(initial.form);
  const pending = useRef<CaseForm | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) writeDraft(key, pending.current);
    pending.current = null;
  }, [key]);

  const update = useCallback(
    (next: CaseForm) => {
      setForm(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  // A reload or a closed tab inside the delay still keeps the last keystrokes.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored that could be removed.
    }
  }, [key]);

  return { form, update, clear, restored: initial.restored };
}
