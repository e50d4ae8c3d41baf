import { InitialSchema1763769600000 } from './1763769600000-initial-schema';
import { AccountsAndMail1764892800000 } from './1764892800000-accounts-and-mail';
import { AnalysisPipeline1765497600000 } from './1765497600000-analysis-pipeline';
import { CaseFile1766102400000 } from './1766102400000-case-file';
import { AdminAuditLog1767225600000 } from './1767225600000-admin-audit-log';
import { StripeEvents1767830400000 } from './1767830400000-stripe-events';
import { BookingSlots1768435200000 } from './1768435200000-booking-slots';
import { CaseLinks1769040000000 } from './1769040000000-case-links';
import { DataDeletionRequests1769731200000 } from './1769731200000-data-deletion-requests';
import { OutboxAttachments1770336000000 } from './1770336000000-outbox-attachments';
import { UserFullName1770940800000 } from './1770940800000-user-full-name';
import { DeletionRequestConfirmation1771300000000 } from './1771300000000-deletion-request-confirmation';
import { SubmissionKeys1771900000000 } from './1771900000000-submission-keys';
import { OrderFulfilment1772500000000 } from './1772500000000-order-fulfilment';
import { BookingOperations1772600000000 } from './1772600000000-booking-operations';
import { BookingPayments1772700000000 } from './1772700000000-booking-payments';
import { OrderOverdueNotice1772800000000 } from './1772800000000-order-overdue-notice';
import { CaseRemixes1772850000000 } from './1772850000000-case-remixes';

/** Migrations in the order they run; the same list runs on SQLite and MySQL/MariaDB. */
export const MIGRATIONS = [
  InitialSchema1763769600000,
  AccountsAndMail1764892800000,
  AnalysisPipeline1765497600000,
  CaseFile1766102400000,
  AdminAuditLog1767225600000,
  StripeEvents1767830400000,
  BookingSlots1768435200000,
  CaseLinks1769040000000,
  DataDeletionRequests1769731200000,
  OutboxAttachments1770336000000,
  UserFullName1770940800000,
  DeletionRequestConfirmation1771300000000,
  SubmissionKeys1771900000000,
  OrderFulfilment1772500000000,
  BookingOperations1772600000000,
  BookingPayments1772700000000,
  OrderOverdueNotice1772800000000,
  CaseRemixes1772850000000,
];
