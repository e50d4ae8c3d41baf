import { ApiError } from '@redress/api-client';
import { loginPathFor, PAYMENT_TEXT } from '@redress/domain';
import { toast, useLocation, useNavigate } from '@redress/web-ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { createPaymentIntent, type PaymentIntent, type PaymentRequest } from '../api/paymentsApi';

/**
 * Payment setup (spec 2 §4): asks the server for a PaymentIntent and keeps its client secret for
 * the card form. A failure shows 'Payment Setup Failed' with the server's message (spec 2 §8);
 * an expired session goes to the sign-in page and back here.
 */
export function usePaymentSetup() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mutation = useMutation({ mutationFn: createPaymentIntent });
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const { mutateAsync, reset: resetMutation } = mutation;

  const start = useCallback(
    async (request: PaymentRequest): Promise<PaymentIntent | null> => {
      setIntent(null);
      try {
        const created = await mutateAsync(request);
        setIntent(created);
        return created;
      } catch (error) {
        const failure = error instanceof ApiError ? error : undefined;
        if (failure?.status === 401) {
          void navigate(loginPathFor(pathname + search));
          return null;
        }
        toast({
          title: PAYMENT_TEXT.setupFailed,
          description: failure?.serverMessage ?? PAYMENT_TEXT.setupFailedFallback,
          variant: 'destructive',
        });
        return null;
      }
    },
    [mutateAsync, navigate, pathname, search],
  );

  /** Changing the service clears the client secret (spec 2 §4). */
  const reset = useCallback(() => {
    setIntent(null);
    resetMutation();
  }, [resetMutation]);

  return { intent, start, reset, pending: mutation.isPending, failed: mutation.isError };
}
