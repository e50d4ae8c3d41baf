import { formatDisplayDate, routePath, STUDENT_ROUTES } from '@redress/domain';
import { Link } from '@redress/web-ui';
import { DueIn, useUpcomingDueDates } from '../../case-file';

/** The open due dates on every case, most urgent first; nothing at all until there are some. */
export function UpcomingDueDates() {
  const dueDates = useUpcomingDueDates();
  if (dueDates.isPending || !dueDates.data?.length) {
    if (!dueDates.isError) return null;
    return (
      <section className="rd-panel rd-due-soon" role="alert">
        <p className="rd-dashboard__empty-text">Your due dates could not be loaded just now.</p>
        <button
          type="button"
          className="rd-button rd-button--secondary"
          onClick={() => void dueDates.refetch()}
        >
          Try Again
        </button>
      </section>
    );
  }
  return (
    <section className="rd-panel rd-due-soon" aria-labelledby="rd-due-soon-title">
      <h2 id="rd-due-soon-title" className="rd-next__title">
        Due dates
      </h2>
      <ul className="rd-due-soon__list" aria-label="Upcoming due dates">
        {dueDates.data.map((due) => (
          <li key={`${due.caseId}-${due.index}`} className="rd-due-soon__item">
            <span>
              <time className="rd-due-soon__date" dateTime={due.dueOn}>
                {formatDisplayDate(`${due.dueOn}T00:00:00Z`, 'UTC')}
              </time>{' '}
              <DueIn dueOn={due.dueOn} />
            </span>
            <span>{due.description}</span>
            <Link
              className="rd-due-soon__case"
              to={routePath(STUDENT_ROUTES.analysis, { id: due.caseId })}
            >
              {due.caseTitle}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
