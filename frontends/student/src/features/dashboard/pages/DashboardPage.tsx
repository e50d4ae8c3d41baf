import { STUDENT_ROUTES } from '@redress/domain';
import { Link, PageSection, Spinner, useAuth, useDocumentTitle } from '@redress/web-ui';
import { useCases } from '../../analysis';
import { CaseList } from '../components/CaseList';
import { LatestCaseSummary } from '../components/LatestCaseSummary';
import { OrderList } from '../components/OrderList';
import { UpcomingBookings } from '../components/UpcomingBookings';
import { UpcomingDueDates } from '../components/UpcomingDueDates';
import './dashboard.css';

/** Where a signed-in student lands: their cases and the next step of the latest one. */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();

  return (
    <PageSection labelledBy="rd-dashboard-title">
      <header className="rd-dashboard__header">
        <div>
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
        </div>
      </header>
      {user ? <DashboardCases userId={user.id} /> : null}
      {user ? <UpcomingBookings /> : null}
      {user ? <OrderList /> : null}
    </PageSection>
  );
}

function DashboardCases({ userId }: { userId: string | number }) {
  const cases = useCases(userId);

  if (cases.isPending) return <Spinner label="Loading your cases…" />;
  if (cases.isError) {
    return (
      <section className="rd-panel rd-dashboard__error" role="alert">
        <p className="rd-dashboard__error-title">Failed to fetch analysis documents</p>
        <p className="rd-dashboard__empty-text">
          Your cases are safe; we could not load the list just now.
        </p>
        <button
          type="button"
          className="rd-button rd-button--secondary"
          onClick={() => void cases.refetch()}
        >
          Try Again
        </button>
      </section>
    );
  }
  const [latest] = cases.data;
  if (!latest) return <EmptyCases />;

  return (
    <div className="rd-dashboard__layout">
      <div className="rd-dashboard__aside">
        <LatestCaseSummary latest={latest} />
        <UpcomingDueDates />
      </div>
      <section className="rd-panel rd-dashboard__cases" aria-labelledby="rd-dashboard-cases">
        <div className="rd-dashboard__cases-header">
          <h2 id="rd-dashboard-cases" className="rd-dashboard__cases-title">
            Your cases
          </h2>
          <Link className="rd-button rd-button--accent" to={STUDENT_ROUTES.input}>
            Submit an Issue
          </Link>
        </div>
        <CaseList cases={cases.data} />
      </section>
    </div>
  );
}

function EmptyCases() {
  return (
    <section className="rd-panel rd-dashboard__empty" aria-labelledby="rd-dashboard-empty">
      <h2 id="rd-dashboard-empty" className="rd-dashboard__empty-title">
        Your cases will appear here
      </h2>
      <p className="rd-dashboard__empty-text">
        Describe what happened and get a free analysis of your options: the key issues, the best and
        worst outcomes and the steps to take next. Each case you submit is listed here.
      </p>
      <Link className="rd-button rd-button--accent rd-button--large" to={STUDENT_ROUTES.input}>
        Submit an Issue
      </Link>
    </section>
  );
}
