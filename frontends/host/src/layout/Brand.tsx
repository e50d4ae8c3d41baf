import { PRODUCT_NAME } from '@redress/domain';
import { Link } from '@redress/web-ui';

export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className="rd-brand" onClick={onClick} aria-label={`${PRODUCT_NAME} home`}>
      <svg className="rd-brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M11 23V9h6a4.5 4.5 0 0 1 0 9h-6m6 0 5 5" />
      </svg>
      <span className="rd-brand__name">{PRODUCT_NAME}</span>
    </Link>
  );
}
