import { confirmsAccountEmail } from '@redress/domain';
import type { AuthUser } from '@redress/web-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useDeleteAccount, useDownloadAccountData } from '../hooks/useYourData';

/**
 * For a signed-in user: download everything as JSON, or delete the account at once, after
 * typing its address in a confirmation dialog (a native modal: focus stays inside, Escape closes).
 */
export function YourAccountData({ user }: { user: AuthUser }) {
  const { download, pending: downloading } = useDownloadAccountData();
  const { remove, pending: deleting } = useDeleteAccount();
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const inputId = useId();
  const confirmed = confirmsAccountEmail(typed, user.email);

  const open = () => {
    setTyped('');
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    if (await remove(typed)) close();
  };

  return (
    <section className="rd-your-data" aria-labelledby="rd-your-data-title">
      <h2 id="rd-your-data-title" className="rd-your-data__title">
        Your account
      </h2>
      <p className="rd-your-data__text">
        You are signed in as <strong>{user.email}</strong>. You don&apos;t need to send a request:
        you can download a copy of everything Redress holds about you, or delete your account
        yourself, straight away.
      </p>
      <div className="rd-your-data__actions">
        <button
          type="button"
          className="rd-button rd-button--secondary"
          onClick={download}
          disabled={downloading}
        >
          {downloading ? 'Preparing...' : 'Download my data'}
        </button>
        <button type="button" className="rd-button rd-button--danger" onClick={open}>
          Delete my account
        </button>
      </div>
      <p className="rd-your-data__note">
        The download is a JSON file with your account, cases, analyses, letters, case steps,
        uploaded files, bookings and orders.
      </p>

      <dialog ref={dialog} className="rd-dialog" aria-labelledby={titleId}>
        <form method="dialog" className="rd-dialog__body" onSubmit={onConfirm}>
          <h2 id={titleId} className="rd-dialog__title">
            Delete your account?
          </h2>
          <p>
            This deletes your account, your cases and their analyses, your letters, case steps and
            uploaded files, your bookings and your sessions, at once. It can&apos;t be undone.
            Records of services you paid for are kept, without your name or email, for as long as
            accounting law requires.
          </p>
          <label className="rd-field__label" htmlFor={inputId}>
            Type your email address ({user.email}) to confirm
          </label>
          <input
            id={inputId}
            className="rd-input"
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="rd-dialog__actions">
            <button type="button" className="rd-button rd-button--secondary" onClick={close}>
              Cancel
            </button>
            <button
              type="submit"
              className="rd-button rd-button--danger"
              disabled={!confirmed || deleting}
            >
              {deleting ? 'Deleting...' : 'Delete my account'}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
