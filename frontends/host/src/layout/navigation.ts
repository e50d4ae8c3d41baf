import { STUDENT_ROUTES } from '@redress/domain';

export interface NavItem {
  label: string;
  to: string;
  signedInOnly?: boolean;
}

/** Header entries in the order of the specification; the mobile menu shows the same list. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Start Now', to: STUDENT_ROUTES.input },
  { label: 'Dashboard', to: STUDENT_ROUTES.dashboard, signedInOnly: true },
  { label: 'Our Story', to: STUDENT_ROUTES.about },
  { label: 'Services', to: STUDENT_ROUTES.services },
  { label: 'Book Appointment', to: STUDENT_ROUTES.booking },
  { label: 'Help', to: STUDENT_ROUTES.help },
];
