import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './toastBehaviour';
import { dismissToast, getToasts, subscribeToToasts } from './toastStore';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
      label="Notification"
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className="rd-toast"
          data-variant={t.variant ?? 'default'}
        >
          <div className="rd-toast__body">
            {t.title ? (
              <ToastPrimitive.Title className="rd-toast__title">{t.title}</ToastPrimitive.Title>
            ) : null}
            {t.description ? (
              <ToastPrimitive.Description className="rd-toast__description">
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {t.action ? (
            <ToastPrimitive.Action
              className="rd-toast__action"
              altText={t.action.altText ?? t.action.label}
              onClick={t.action.onClick}
            >
              {t.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close className="rd-toast__close" aria-label="Close notification">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="rd-toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
