import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft, saveDraftOnLeave } from '../api/caseFileApi';
import { analysisQueryKeys } from '../../analysis';
import { writeLetterCopy, type InitialLetter } from './letterCopy';

/** How long typing must pause before the letter is sent to the server. */
export const LETTER_SAVE_DELAY_MS = 800;
/** How long to wait before trying again after a failed save. */
const RETRY_DELAY_MS = 5000;

/** 'idle': nothing to save yet (a freshly composed letter the student has not touched). */
export type LetterSaveState = 'idle' | 'saving' | 'saved' | 'retrying';

/**
 * The letter being edited, saved to the server as the student types (one request at a time,
 * the newest text last) and to localStorage on every change. A failed save is retried until it
 * succeeds; leaving the page with unsaved text sends it one last time.
 */
export function useLetterAutosave({
  caseId,
  storageKey,
  initial,
}: {
  caseId: string;
  storageKey: string;
  initial: InitialLetter;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial.text);
  const [state, setState] = useState<LetterSaveState>(
    initial.source === 'server' ? 'saved' : initial.source === 'local' ? 'saving' : 'idle',
  );
  const latest = useRef(initial.text);
  // What the server holds; a composed letter counts as held until it is edited.
  const onServer = useRef<string>(initial.source === 'local' ? '' : initial.text);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = useRef(true);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current) return; // the request in flight sends again when it finishes
    const sending = latest.current;
    if (sending === onServer.current) return;
    inFlight.current = true;
    setState('saving');
    let succeeded = false;
    try {
      const saved = await saveDraft(caseId, sending);
      succeeded = true;
      onServer.current = sending;
      queryClient.setQueryData(analysisQueryKeys.draft(caseId), saved);
      if (latest.current === sending) {
        writeLetterCopy(storageKey, { text: sending, editedAt: saved.updatedAt, synced: true });
        if (active.current) setState('saved');
      }
    } catch {
      if (active.current) {
        setState('retrying');
        timer.current = setTimeout(() => void save(), RETRY_DELAY_MS);
      }
    } finally {
      inFlight.current = false;
    }
    // The student kept typing while the request ran: send the newer text now.
    if (succeeded && active.current && latest.current !== onServer.current) void save();
  }, [caseId, storageKey, queryClient]);

  const update = useCallback(
    (next: string) => {
      setText(next);
      latest.current = next;
      writeLetterCopy(storageKey, {
        text: next,
        editedAt: new Date().toISOString(),
        synced: false,
      });
      setState((current) => (current === 'retrying' ? current : 'saving'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), LETTER_SAVE_DELAY_MS);
    },
    [save, storageKey],
  );

  /**
   * The student takes the letter (copies or downloads it): even untouched, the composed letter
   * is now theirs, so it is saved and the case's timeline shows it drafted.
   */
  const keep = useCallback(() => {
    if (onServer.current === latest.current && state === 'idle') {
      onServer.current = '';
      void save();
    }
  }, [save, state]);

  // A copy typed while offline last time goes to the server straight away.
  useEffect(() => {
    if (initial.source === 'local') void save();
  }, [initial.source, save]);

  // Back online: no need to wait for the next retry.
  useEffect(() => {
    const retryNow = () => void save();
    window.addEventListener('online', retryNow);
    return () => window.removeEventListener('online', retryNow);
  }, [save]);

  // Closing the tab or leaving the page inside the delay still sends the last keystrokes.
  useEffect(() => {
    active.current = true;
    const sendUnsaved = () => {
      if (latest.current !== onServer.current) saveDraftOnLeave(caseId, latest.current);
    };
    window.addEventListener('pagehide', sendUnsaved);
    return () => {
      active.current = false;
      clearTimeout(timer.current);
      window.removeEventListener('pagehide', sendUnsaved);
      sendUnsaved();
    };
  }, [caseId]);

  return { text, update, state, keep };
}
