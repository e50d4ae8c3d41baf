import { STUDENT_ROUTES } from '@redress/domain';
import { PageSection, useAuth, useDocumentTitle } from '@redress/web-ui';
import { Link } from 'react-router';
import './dashboard.css';

/** Where a signed-in student lands. The case list arrives with the analysis feature. */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();

  return (
    <PageSection labelledBy="rd-dashboard-title">
      <header className="rd-dashboard__header">
        <h1 id="rd-dashboard-title" className="rd-page__title">
          Dashboard
        </h1>
        <p className="rd-page__lead rd-dashboard__welcome">
          Welcome back
          {user ? (
            <>
              , <strong>{user.email}</strong>
            </>
          ) : null}
        </p>
      </header>
      <section className="rd-panel rd-dashboard__empty" aria-labelledby="rd-dashboard-cases">
        <h2 id="rd-dashboard-cases" className="rd-dashboard__empty-title">
          Your cases will appear here
        </h2>
        <p className="rd-dashboard__empty-text">
          Describe what happened and get a free analysis of your options: the key issues, the best
          and worst outcomes and the steps to take next. Each case you submit is listed here.
        </p>
        <Link className="rd-button rd-button--accent rd-button--large" to={STUDENT_ROUTES.input}>
          Submit an Issue
        </Link>
      </section>
    </PageSection>
  );
}
