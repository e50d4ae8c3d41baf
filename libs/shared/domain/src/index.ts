// The rules the API and the web apps share, grouped by subject. Each folder holds one subject's
// rules with their tests beside them; consumers import from '@redress/domain' only.

// A student's account: signing in, e-mail addresses, and asking for the account's data to be deleted.
export * from './account/auth';
export * from './account/data-deletion';
export * from './account/email';

// The admin dashboard: how records are shown, signing in, the read-only SQL tool and its CSV download.
export * from './admin/admin-display';
export * from './admin/admin-login';
export * from './admin/admin-sql';
export * from './admin/csv';

// Booked calls: the form, open slots, payment holds, the operator's actions and week view.
export * from './booking/booking-form';
export * from './booking/booking-operations';
export * from './booking/booking-payment';
export * from './booking/booking-slots';
export * from './booking/booking-state';
export * from './booking/booking-week';

// A student's case: intake, analysis, stages and deadlines, the report and the letter.
export * from './case/analysis-report';
export * from './case/analysis-status';
export * from './case/case-file';
export * from './case/case-guidance';
export * from './case/case-intake';
export * from './case/case-stages';
export * from './case/deadline-triggers';
export * from './case/draft-letter';
export * from './case/report-changes';
export * from './case/submission-key';

// Calendar dates: how they read, and a time limit turned into a due date.
export * from './dates/dates';
export * from './dates/due-dates';

// Prices, payments and what an operator does with a paid order.
export * from './money/money';
export * from './money/order-fulfilment';
export * from './money/payments';

// The site: routes, breadcrumbs, prerendered pages, the product's name and links, the Help Center.
export * from './site/breadcrumbs';
export * from './site/contact';
export * from './site/help-center';
export * from './site/public-site';
export * from './site/routes';
