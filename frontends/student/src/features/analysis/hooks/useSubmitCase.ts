import { ApiError } from '@redress/api-client';
import { routePath, SIGN_IN_MESSAGES, STUDENT_ROUTES, type CaseForm } from '@redress/domain';
import { toast, useNavigate } from '@redress/web-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { submitCase, type AnalysisCase } from '../api/analysisApi';
import { recordStep } from '../../case-file';
import { analysisQueryKeys } from './analysisQueryKeys';

const SUBMIT_FAILED = 'Failed to start the analysis. Please try again.';

/** A random name for a submission: 32 hex digits (crypto.randomUUID needs a secure context). */
function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** A refused case carries the server's problems: each field's by its name, and every one. */
export type SubmitOutcome =
  | { ok: true; analysis: AnalysisCase }
  | { ok: false; fields: Readonly<Record<string, string>>; details: readonly string[] };

/**
 * Sends the case and says how it went in the spec's toasts (document 1, section 8): on success
 * 'Analysis Started', `onStarted` (the draft is done with) and the analysis page; on failure
 * the form stays as it is.
 */
export function useSubmitCase({
  onStarted,
  send = submitCase,
}: {
  onStarted: () => void;
  /** How the case goes to the API: a new case by default, or one started again from another. */
  send?: (fields: CaseForm, file: File | null, key: string) => Promise<AnalysisCase>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ fields, file, key }: { fields: CaseForm; file: File | null; key: string }) =>
      send(fields, file, key),
  });
  // The same case sent again after a failure (an answer lost on the way, a server that went
  // away mid-request) keeps its name, so the server stores it once; a changed case is a new one.
  const lastAttempt = useRef<{ sent: string; key: string } | null>(null);
  const keyFor = (fields: CaseForm, file: File | null) => {
    const sent = JSON.stringify([fields, file && [file.name, file.size, file.lastModified]]);
    if (lastAttempt.current?.sent !== sent) lastAttempt.current = { sent, key: newSubmissionKey() };
    return lastAttempt.current.key;
  };

  const submit = async (fields: CaseForm, file: File | null): Promise<SubmitOutcome> => {
    let analysis: AnalysisCase;
    try {
      analysis = await mutation.mutateAsync({ fields, file, key: keyFor(fields, file) });
      lastAttempt.current = null;
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      if (failure?.status === 401) {
        toast({
          title: SIGN_IN_MESSAGES.errorTitle,
          description: 'You must be logged in to submit for analysis',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Analysis Error',
          description: failure?.serverMessage ?? SUBMIT_FAILED,
          variant: 'destructive',
        });
      }
      return { ok: false, fields: failure?.fields ?? {}, details: failure?.details ?? [] };
    }
    // The decision date starts the case file: the time limits that run from it become dates.
    if (fields.decisionReceivedOn) {
      await recordStep(analysis.id, {
        stage: 'decision_received',
        date: fields.decisionReceivedOn,
      }).catch(() =>
        toast({
          title: 'Decision date not saved',
          description:
            'Your case was submitted. Record the decision on the case page to see your due dates.',
          variant: 'destructive',
        }),
      );
    }
    // Before leaving the page, so nothing the form still holds is written back afterwards.
    onStarted();
    queryClient.setQueryData(analysisQueryKeys.case(String(analysis.id)), analysis);
    void queryClient.invalidateQueries({ queryKey: ['analysis', 'cases'] });
    void queryClient.invalidateQueries({ queryKey: analysisQueryKeys.allowance });
    toast({ title: 'Analysis Started', description: 'Your university policy is being analyzed' });
    void navigate(routePath(STUDENT_ROUTES.analysis, { id: analysis.id }));
    return { ok: true, analysis };
  };

  return { submit, pending: mutation.isPending };
}
