import { STUDENT_ROUTES } from '@redress/domain';
import { Link, PageSection } from '@redress/web-ui';
import type { ReactNode } from 'react';

/**
 * An unknown, foreign or incomplete case, in the words of spec document 1, section 2.
 * `children` adds a note and a way forward, e.g. for a case that is still being analysed.
 */
export function AnalysisNotFound({ children }: { children?: ReactNode }) {
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
        {children}
        <Link className="rd-button rd-button--primary" to={STUDENT_ROUTES.dashboard}>
          Return to Dashboard
        </Link>
      </div>
    </PageSection>
  );
}
