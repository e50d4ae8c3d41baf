import { Link } from '../router';
import { useDocumentTitle } from '../document/useDocumentTitle';
import { PageSection } from './PageSection';

/** Honest placeholder for a page whose feature is not delivered yet. */
export function BuildingPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <PageSection narrow labelledBy="rd-building-title">
      <div className="rd-panel rd-building">
        <h1 id="rd-building-title" className="rd-page__title">
          {title}
        </h1>
        <p className="rd-page__lead">This page is being built.</p>
        <Link className="rd-button rd-button--secondary" to="/">
          Back to Home
        </Link>
      </div>
    </PageSection>
  );
}
