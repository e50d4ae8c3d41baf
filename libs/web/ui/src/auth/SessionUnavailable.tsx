import { SESSION_CHECK_TEXT } from '@redress/domain';
import { ErrorNotice } from '../errors/ErrorScreens';

/**
 * Said in place of a signed-in page when the session could not be checked: the student may well
 * be signed in, so sending them to the sign-in page would be wrong.
 */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorNotice
      id="rd-session-unavailable-title"
      level={1}
      title={SESSION_CHECK_TEXT.title}
      message={SESSION_CHECK_TEXT.message}
      actionLabel={SESSION_CHECK_TEXT.retry}
      onAction={onRetry}
    />
  );
}
