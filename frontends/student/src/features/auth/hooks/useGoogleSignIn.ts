import { isGoogleAuthMessage, SIGN_IN_MESSAGES } from '@redress/domain';
import { toast } from '@redress/web-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { googleSignInUrl } from '../api/authApi';

/** Google sign-in runs in a popup of this size (spec document 1, section 9). */
const SIGN_IN_POPUP_SIZE = { width: 500, height: 600 } as const;
const POPUP_WATCH_INTERVAL_MS = 500;
// The popup posts its result and closes itself straight away. A close noticed by the watcher
// waits this long for a message that may still be queued before it counts as a cancel.
const CLOSED_GRACE_MS = 400;

function popupFeatures(): string {
  const { width, height } = SIGN_IN_POPUP_SIZE;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Google sign-in in a 500x600 popup (spec document 1, sections 8 and 9). The popup ends on a
 * page of this site that posts `{ type: 'redress:google-auth', status, ... }` to this window;
 * only messages from this site's origin with that type are believed.
 */
export function useGoogleSignIn({
  next,
  onSignedIn,
}: {
  next: string | null;
  /**
   * Called with the page the server suggests once the popup reports success; `pending` stays
   * true until it settles.
   */
  onSignedIn: (next: string | null) => void | Promise<void>;
}): { start: () => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  const stopWatching = useRef<(() => void) | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => () => stopWatching.current?.(), []);

  const start = useCallback(() => {
    stopWatching.current?.();
    const popup = window.open(googleSignInUrl(next), 'redress-google-sign-in', popupFeatures());
    if (!popup) {
      toast({
        title: 'Popup Blocked',
        description:
          'Your browser blocked the sign-in popup. Please allow popups for this site and try again.',
        variant: 'destructive',
      });
      return;
    }
    setPending(true);

    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watcher);
      clearTimeout(graceTimer);
      stopWatching.current = null;
    };
    const stop = () => {
      stopListening();
      setPending(false);
    };

    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || !isGoogleAuthMessage(event.data)) return;
      const result = event.data;
      if (!popup?.closed) popup?.close();
      if (result.status === 'success') {
        // Still pending until the session is confirmed and the next page chosen.
        stopListening();
        void Promise.resolve(onSignedInRef.current(result.next ?? null)).finally(() =>
          setPending(false),
        );
      } else {
        stop();
        toast({
          title: SIGN_IN_MESSAGES.errorTitle,
          description: result.message?.trim() || SIGN_IN_MESSAGES.connectionProblem,
          variant: 'destructive',
        });
      }
    }

    const watcher = setInterval(() => {
      if (!popup.closed || graceTimer !== undefined) return;
      graceTimer = setTimeout(() => {
        stop();
        toast({
          title: 'Sign-in Cancelled',
          description: 'You closed the sign-in window before completing authentication.',
        });
      }, CLOSED_GRACE_MS);
    }, POPUP_WATCH_INTERVAL_MS);

    window.addEventListener('message', onMessage);
    stopWatching.current = stop;
  }, [next]);

  return { start, pending };
}
