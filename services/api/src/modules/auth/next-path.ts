import { STUDENT_ROUTES } from '@redress/domain';

/** The same-site path rule is shared with the sign-in page; the server applies it again. */
export { safeNextPath } from '@redress/domain';

export const DEFAULT_NEXT = STUDENT_ROUTES.dashboard;
