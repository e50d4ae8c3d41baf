import { DATA_DELETION_MESSAGES, STUDENT_ROUTES } from '@redress/domain';
import { AUTH_QUERY_KEY, toast, useNavigate } from '@redress/web-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteAccount,
  downloadAccountData,
  submitDeletionRequest,
  YourDataRequestError,
  type DeletionRequestPayload,
} from '../api/yourDataApi';

export type DeletionRequestOutcome =
  | { ok: true }
  | {
      ok: false;
      fieldMessage?: { field: 'fullName' | 'email' | 'reason' | 'details'; text: string };
    };

const FIELD_OF_MESSAGE: Record<string, 'fullName' | 'email' | 'reason' | 'details'> = {
  [DATA_DELETION_MESSAGES.fullNameRequired]: 'fullName',
  [DATA_DELETION_MESSAGES.fullNameTooLong]: 'fullName',
  [DATA_DELETION_MESSAGES.emailRequired]: 'email',
  [DATA_DELETION_MESSAGES.emailInvalid]: 'email',
  [DATA_DELETION_MESSAGES.reasonTooLong]: 'reason',
  [DATA_DELETION_MESSAGES.detailsTooLong]: 'details',
};

/** Sends the Data Deletion form; 'Request Submitted' on success (spec 2 §8). */
export function useSubmitDeletionRequest() {
  const mutation = useMutation({ mutationFn: submitDeletionRequest });

  const submit = async (payload: DeletionRequestPayload): Promise<DeletionRequestOutcome> => {
    try {
      await mutation.mutateAsync(payload);
    } catch (error) {
      const failure = error instanceof YourDataRequestError ? error : undefined;
      const field = failure?.serverMessage ? FIELD_OF_MESSAGE[failure.serverMessage] : undefined;
      if (field && failure?.serverMessage) {
        return { ok: false, fieldMessage: { field, text: failure.serverMessage } };
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
      description: DATA_DELETION_MESSAGES.submitted,
    });
    return { ok: true };
  };

  return { submit, pending: mutation.isPending };
}

/** Downloads the signed-in user's data as the JSON file the server names. */
export function useDownloadAccountData() {
  const mutation = useMutation({ mutationFn: downloadAccountData });

  const download = async () => {
    try {
      const file = await mutation.mutateAsync();
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoked after the browser has started the download.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
      const failure = error instanceof YourDataRequestError ? error : undefined;
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
