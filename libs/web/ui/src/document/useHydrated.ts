import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page prerendered to HTML is shown before React has taken it over (and in that
 * render itself), true once its handlers are attached. A form's controls are disabled until
 * then: typed text or a click before would be lost, or submit the form as a plain page request.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
