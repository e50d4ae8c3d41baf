import {
  DELETION_ACKNOWLEDGE_HOURS,
  DELETION_PROCESSING_DAYS,
  loginPathFor,
  STUDENT_ROUTES,
} from '@redress/domain';
import { Link, PageSection, useAuth, useDocumentTitle, useSiteConfig } from '@redress/web-ui';
import { DeletionRequestForm } from '../components/DeletionRequestForm';
import { YourAccountData } from '../components/YourAccountData';
import './your-data.css';

/** /data-deletion: the request form for anyone, and the account's own data when signed in. */
export default function DataDeletionPage() {
  useDocumentTitle(
    'Data Deletion',
    'Ask Redress to delete your account and your data, download a copy of your data, or delete your account yourself.',
  );
  const { user } = useAuth();
  const supportEmail = useSiteConfig()?.supportEmail ?? null;

  return (
    <PageSection narrow labelledBy="rd-data-deletion-title">
      <header className="rd-your-data__header">
        <h1 id="rd-data-deletion-title" className="rd-page__title">
          Data Deletion Request
        </h1>
        <p className="rd-page__lead">
          You can ask us to delete your account and everything in it at any time, and you don&apos;t
          have to give a reason. Read what we delete and what we must keep in our{' '}
          <Link to={STUDENT_ROUTES.privacy}>Privacy Policy</Link>.
        </p>
      </header>

      {user ? (
        <YourAccountData user={user} />
      ) : (
        <p className="rd-your-data__signin">
          Have an account? <Link to={loginPathFor(STUDENT_ROUTES.dataDeletion)}>Sign in</Link> to
          download a copy of your data or delete your account yourself, straight away.
        </p>
      )}

      <section className="rd-panel rd-your-data__request" aria-labelledby="rd-request-title">
        <h2 id="rd-request-title" className="rd-your-data__title">
          Send a deletion request
        </h2>
        <p className="rd-your-data__text">
          We acknowledge every request within {DELETION_ACKNOWLEDGE_HOURS} hours and process it
          within {DELETION_PROCESSING_DAYS} days. We&apos;ll email you when it&apos;s done.
          {supportEmail && (
            <>
              {' '}
              You can also email <a href={`mailto:${supportEmail}`}>{supportEmail}</a> from the
              address you sign in with.
            </>
          )}
        </p>
        <DeletionRequestForm
          key={user ? String(user.id) : 'visitor'}
          initial={
            user
              ? {
                  email: user.email,
                  fullName: typeof user.fullName === 'string' ? user.fullName : '',
                }
              : undefined
          }
        />
      </section>
    </PageSection>
  );
}
