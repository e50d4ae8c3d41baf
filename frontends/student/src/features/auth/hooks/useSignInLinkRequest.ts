import { ApiError } from '@redress/api-client';
import {
  EMAIL_FOR_SIGN_IN_STORAGE_KEY,
  INVALID_EMAIL_MESSAGE,
  SIGN_IN_MESSAGES,
} from '@redress/domain';
import { toast } from '@redress/web-ui';
import { useMutation } from '@tanstack/react-query';
import { requestSignInLink } from '../api/authApi';

export type SignInLinkRequestResult = 'sent' | 'invalid-email' | 'failed';

function rememberPendingEmail(email: string): void {
  try {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY, email);
  } catch {
    // Storage can be unavailable (private mode, a full quota); the link carries the address too.
  }
}

/**
 * Sends a sign-in link and says how it went in the spec's toasts (document 1, section 8).
 * Expects an address that is already normalized and checked.
 */
export function useSignInLinkRequest(next: string | null) {
  const mutation = useMutation({
    mutationFn: (email: string) => requestSignInLink(email, next),
  });

  const send = async (email: string): Promise<SignInLinkRequestResult> => {
    try {
      await mutation.mutateAsync(email);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid-email') {
        toast({
          title: 'Invalid Email',
          description: INVALID_EMAIL_MESSAGE,
          variant: 'destructive',
        });
        return 'invalid-email';
      }
      toast({
        title: 'Error',
        description:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          'Failed to send sign-in link. Please try again.',
        variant: 'destructive',
      });
      return 'failed';
    }
    rememberPendingEmail(email);
    toast({ title: 'Email Sent', description: SIGN_IN_MESSAGES.linkSent });
    return 'sent';
  };

  return { send, pending: mutation.isPending };
}
