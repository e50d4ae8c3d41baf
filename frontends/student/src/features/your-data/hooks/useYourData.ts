import { ApiError } from '@redress/api-client';
import { DATA_DELETION_MESSAGES, STUDENT_ROUTES } from '@redress/domain';
import { AUTH_QUERY_KEY, saveFile, toast, useNavigate } from '@redress/web-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmDeletionRequest,
  deleteAccount,
  downloadAccountData,
  submitDeletionRequest,
  type DeletionRequestPayload,
} from '../api/yourDataApi';

export type DeletionRequestOutcome =
  | { ok: true; confirmed: boolean }
  | {
      ok: false;
      fieldMessage?: { field: (typeof DELETION_FIELDS)[number]; text: string };
    };

/** The form's fields, in the order the page shows them: the first one the API refused is shown. */
const DELETION_FIELDS = ['fullName', 'email', 'reason', 'details'] as const;

/**
 * Sends the Data Deletion form; 'Request Submitted' on success (spec 2 §8), saying that a
 * confirmation link was e-mailed when the request was not sent signed in as its address.
 */
export function useSubmitDeletionRequest() {
  const mutation = useMutation({ mutationFn: submitDeletionRequest });

  const submit = async (payload: DeletionRequestPayload): Promise<DeletionRequestOutcome> => {
    let confirmed: boolean;
    try {
      ({ confirmed } = await mutation.mutateAsync(payload));
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      // A refused field comes back keyed by its name, to be shown beside its input.
      const field = DELETION_FIELDS.find((name) => failure?.fields[name]);
      if (field && failure) {
        return { ok: false, fieldMessage: { field, text: failure.fields[field] } };
      }
      toast({
        variant: 'destructive',
        title: DATA_DELETION_MESSAGES.failedTitle,
        description:
          failure?.status === 429 && failure.serverMessage
            ? failure.serverMessage
            : DATA_DELETION_MESSAGES.failed,
      });
      return { ok: false };
    }
    toast({
      title: DATA_DELETION_MESSAGES.submittedTitle,
      description: confirmed
        ? DATA_DELETION_MESSAGES.submitted
        : DATA_DELETION_MESSAGES.submittedConfirmByEmail,
    });
    return { ok: true, confirmed };
  };

  return { submit, pending: mutation.isPending };
}

/** Why a confirmation link did not work, in the words of the shared messages. */
const CONFIRM_ERROR_MESSAGES: Record<string, string> = {
  'confirmation-link-unknown': DATA_DELETION_MESSAGES.confirmLinkUnknown,
  'confirmation-link-expired': DATA_DELETION_MESSAGES.confirmLinkExpired,
  'already-confirmed': DATA_DELETION_MESSAGES.alreadyConfirmed,
};

export type DeletionConfirmOutcome =
  | { state: 'confirmed'; requestId: number }
  | { state: 'failed'; code: string | null; message: string };

/** Confirms a request with the token of its e-mailed link and says how it went. */
export function useConfirmDeletionRequest() {
  const mutation = useMutation({ mutationFn: confirmDeletionRequest });

  const confirm = async (token: string): Promise<DeletionConfirmOutcome> => {
    try {
      const confirmed = await mutation.mutateAsync(token);
      toast({
        title: DATA_DELETION_MESSAGES.confirmedTitle,
        description: DATA_DELETION_MESSAGES.confirmed,
      });
      return { state: 'confirmed', requestId: confirmed.id };
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      const code = failure?.code ?? null;
      const message =
        (code && CONFIRM_ERROR_MESSAGES[code]) ||
        // A request completed in the meantime: the server names it.
        (code === 'already-completed' && failure?.serverMessage) ||
        DATA_DELETION_MESSAGES.confirmFailed;
      return { state: 'failed', code, message };
    }
  };

  return { confirm, pending: mutation.isPending };
}

/** Downloads the signed-in user's data as the JSON file the server names. */
export function useDownloadAccountData() {
  const mutation = useMutation({ mutationFn: downloadAccountData });

  const download = async () => {
    try {
      const file = await mutation.mutateAsync();
      saveFile(file.blob, file.fileName);
    } catch {
      toast({
        variant: 'destructive',
        title: DATA_DELETION_MESSAGES.exportFailedTitle,
        description: DATA_DELETION_MESSAGES.exportFailed,
      });
    }
  };

  return { download, pending: mutation.isPending };
}

/** Deletes the account; the browser is then signed out and sent home. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: deleteAccount });

  const remove = async (confirmEmail: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(confirmEmail);
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      toast({
        variant: 'destructive',
        title: DATA_DELETION_MESSAGES.accountDeleteFailedTitle,
        description: failure?.serverMessage ?? DATA_DELETION_MESSAGES.accountDeleteFailed,
      });
      return false;
    }
    queryClient.setQueryData(AUTH_QUERY_KEY, null);
    // Nothing fetched for the deleted account may be shown again.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_QUERY_KEY[0] });
    toast({
      title: DATA_DELETION_MESSAGES.accountDeletedTitle,
      description: DATA_DELETION_MESSAGES.accountDeleted,
    });
    void navigate(STUDENT_ROUTES.home);
    return true;
  };

  return { remove, pending: mutation.isPending };
}
