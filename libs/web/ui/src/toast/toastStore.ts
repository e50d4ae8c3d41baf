// A tiny store rather than React context: web-ui is a module-federation singleton, so host and
// remotes import this very module and a remote's toast() reaches the host's Toaster.
import { TOAST_LIMIT, type ToastVariant } from './toastBehaviour';

export interface ToastAction {
  label: string;
  /** Describes the action for screen readers when the toast is announced. */
  altText?: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Milliseconds; the Toaster's default applies when omitted. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

type Listener = (toasts: readonly Toast[]) => void;

/** Time the closing animation gets before a dismissed toast leaves the list. */
const REMOVE_DELAY_MS = 300;

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<Listener>();

function setToasts(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function dismissToast(id?: string): void {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    setToasts(toasts.filter((t) => t.open || (id !== undefined && t.id !== id)));
  }, REMOVE_DELAY_MS);
}

/** Shows a toast; with the limit of one, a new toast replaces the one on screen. */
export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  setToasts(
    [{ ...input, variant: input.variant ?? 'default', id, open: true }, ...toasts].slice(
      0,
      TOAST_LIMIT,
    ),
  );
  return { id, dismiss: () => dismissToast(id) };
}
