import { Link } from '../router';
import { useDocumentTitle } from '../document/useDocumentTitle';
import { PageSection } from './PageSection';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <PageSection narrow labelledBy="rd-not-found-title">
      <div className="rd-panel rd-not-found">
        <p className="rd-not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="rd-not-found-title" className="rd-page__title">
          Page Not Found
        </h1>
        <p className="rd-page__lead">
          The page you are looking for does not exist or may have been moved.
        </p>
        <Link className="rd-button rd-button--primary" to="/">
          Go to Home
        </Link>
      </div>
    </PageSection>
  );
}
