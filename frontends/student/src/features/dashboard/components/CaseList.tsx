import { formatDisplayDate, issueCategoryLabel, routePath, STUDENT_ROUTES } from '@redress/domain';
import { Link } from '@redress/web-ui';
import type { AnalysisCase } from '../../analysis';
import { StatusBadge } from './StatusBadge';

/** The student's cases, newest first, each leading to its analysis. */
export function CaseList({ cases }: { cases: AnalysisCase[] }) {
  return (
    <ul className="rd-cases">
      {cases.map((analysis) => (
        <li key={analysis.id} className="rd-cases__item">
          <Link
            className="rd-cases__link"
            to={routePath(STUDENT_ROUTES.analysis, { id: analysis.id })}
          >
            <span className="rd-cases__title">{analysis.title}</span>
            <span className="rd-cases__meta">
              <span>{issueCategoryLabel(analysis.issueCategory)}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={analysis.createdAt}>{formatDisplayDate(analysis.createdAt)}</time>
            </span>
          </Link>
          <StatusBadge status={analysis.status} />
        </li>
      ))}
    </ul>
  );
}
