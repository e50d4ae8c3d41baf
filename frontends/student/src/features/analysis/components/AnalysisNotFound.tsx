import { STUDENT_ROUTES } from '@redress/domain';
import { PageSection } from '@redress/web-ui';
import { Link } from 'react-router';

/** An unknown or foreign case, in the words of spec document 1, section 2. */
export function AnalysisNotFound() {
  return (
    <PageSection narrow labelledBy="rd-analysis-missing-title">
      <div className="rd-panel rd-building">
        <h1 id="rd-analysis-missing-title" className="rd-page__title">
          Analysis Not Found
        </h1>
        <p className="rd-page__lead">
          The analysis you&apos;re looking for doesn&apos;t exist, is incomplete, or you don&apos;t
          have permission to view it.
        </p>
        <Link className="rd-button rd-button--primary" to={STUDENT_ROUTES.dashboard}>
          Return to Dashboard
        </Link>
      </div>
    </PageSection>
  );
}
