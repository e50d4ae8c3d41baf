import { AdminAuditEntry } from '../modules/admin/entities/admin-audit-entry.entity';
import { AdminUser } from '../modules/admin/entities/admin-user.entity';
import { AnalysisDocument } from '../modules/analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../modules/analysis/entities/analysis-result.entity';
import { CaseStep } from '../modules/case-file/entities/case-step.entity';
import { Draft } from '../modules/case-file/entities/draft.entity';
import { Session } from '../modules/auth/entities/session.entity';
import { SignInToken } from '../modules/auth/entities/sign-in-token.entity';
import { RateLimitBucket } from '../modules/auth/rate-limit/rate-limit-bucket.entity';
import { Booking } from '../modules/bookings/entities/booking.entity';
import { OutboxMessage } from '../modules/mail/entities/outbox-message.entity';
import { ServiceOrder } from '../modules/payments/entities/service-order.entity';
import { Service } from '../modules/catalogue/entities/service.entity';
import { StripeEvent } from '../modules/payments/entities/stripe-event.entity';
import { DataDeletionRequest } from '../modules/privacy/entities/data-deletion-request.entity';
import { QueueJob } from '../modules/queue/queue-job.entity';
import { User } from '../modules/users/entities/user.entity';

/** Every entity of the service, registered once with the data source. */
export const ENTITIES = [
  User,
  Service,
  AnalysisDocument,
  AnalysisResult,
  ServiceOrder,
  AdminUser,
  Booking,
  Session,
  SignInToken,
  RateLimitBucket,
  OutboxMessage,
  QueueJob,
  Draft,
  CaseStep,
  AdminAuditEntry,
  StripeEvent,
  DataDeletionRequest,
];
