import {
  DATA_DELETION_MESSAGES,
  DELETION_CONFIRM_TOKEN_PARAM,
  DELETION_PROCESSING_DAYS,
  STUDENT_ROUTES,
} from '@redress/domain';
import { Link, PageSection, useDocumentTitle, useSearchParams } from '@redress/web-ui';
import { useState } from 'react';
import { useConfirmDeletionRequest, type DeletionConfirmOutcome } from '../hooks/useYourData';
import './your-data.css';

/**
 * /data-deletion/confirm?token=...: where the e-mailed link of a data deletion request leads.
 * The request is confirmed only when the visitor presses the button, never on opening the page:
 * mail scanners open links by themselves, and opening one must not decide anything.
 */
export default function DataDeletionConfirmPage() {
  useDocumentTitle(
    'Confirm Data Deletion',
    'Confirm the request to delete your Redress account and your data.',
  );
  const [params] = useSearchParams();
  const token = params.get(DELETION_CONFIRM_TOKEN_PARAM)?.trim() ?? '';
  const { confirm, pending } = useConfirmDeletionRequest();
  const [outcome, setOutcome] = useState<DeletionConfirmOutcome | null>(
    token
      ? null
      : { state: 'failed', code: null, message: DATA_DELETION_MESSAGES.confirmLinkUnknown },
  );

  const onConfirm = async () => {
    if (pending || !token) return;
    setOutcome(await confirm(token));
  };

  return (
    <PageSection narrow labelledBy="rd-deletion-confirm-title">
      <section className="rd-panel rd-your-data__request">
        <h1 id="rd-deletion-confirm-title" className="rd-page__title">
          Confirm your data deletion request
        </h1>
        {outcome === null ? (
          <>
            <p className="rd-your-data__text">
              Someone, we hope you, asked Redress to delete the account for your email address and
              all its data. Nothing is deleted until you confirm. Once you do, we process the
              request within {DELETION_PROCESSING_DAYS} days and email you when it is done; it
              can&apos;t be undone.
            </p>
            <p className="rd-your-data__text">
              If you did not ask for this, just close this page: your account stays as it is.
            </p>
            <div className="rd-deletion-form__actions">
              <button
                type="button"
                className="rd-button rd-button--danger rd-button--large"
                onClick={() => void onConfirm()}
                disabled={pending}
              >
                {pending ? 'Confirming...' : 'Confirm deletion request'}
              </button>
            </div>
          </>
        ) : outcome.state === 'confirmed' ? (
          <div role="status">
            <h2 className="rd-your-data__title">{DATA_DELETION_MESSAGES.confirmedTitle}</h2>
            <p className="rd-your-data__text">
              {DATA_DELETION_MESSAGES.confirmed} Your reference is {outcome.requestId}.
            </p>
            <Link to={STUDENT_ROUTES.home}>Back to Redress</Link>
          </div>
        ) : (
          <div role="alert">
            <h2 className="rd-your-data__title">
              {outcome.code === 'already-confirmed'
                ? DATA_DELETION_MESSAGES.confirmedTitle
                : DATA_DELETION_MESSAGES.confirmFailedTitle}
            </h2>
            <p className="rd-your-data__text">{outcome.message}</p>
            <Link to={STUDENT_ROUTES.dataDeletion}>Go to the Data Deletion page</Link>
          </div>
        )}
      </section>
    </PageSection>
  );
}
