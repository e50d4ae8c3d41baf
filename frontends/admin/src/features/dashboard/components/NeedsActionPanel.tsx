import { CALL_LINK_HORIZON_HOURS } from '@redress/domain';
import { Alert } from 'antd';
import { useNeedsAction } from '../../shared';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The dashboard's first panel: what needs the operator now, and who hears of new work. */
export function NeedsActionPanel({ autoRefresh }: { autoRefresh: boolean }) {
  const { data, error, isPending } = useNeedsAction(autoRefresh);
  if (isPending) return null;
  if (error || !data) {
    return <Alert type="error" showIcon message={error?.message ?? 'Failed to fetch'} />;
  }
  const nothing =
    data.orders.length +
      data.callsWithoutLink.length +
      data.callsToBePaid.length +
      data.paidCallsWithoutTime.length +
      data.deletionRequests.length ===
    0;

  return (
    <section className="rd-admin-needs-action" aria-labelledby="rd-needs-action-title">
      <h2 id="rd-needs-action-title" className="rd-admin-needs-action__title">
        Needs action
      </h2>
      {data.mailKeptInOutbox && (
        <Alert
          type="warning"
          showIcon
          message="E-mail is kept in the outbox in production (MAIL_OUTBOX_IN_PRODUCTION): no sign-in link or notice reaches anyone until SMTP_URL is set."
        />
      )}
      {data.notifyEmail ? (
        <p className="rd-admin-needs-action__note">
          New paid orders and bookings are e-mailed to {data.notifyEmail}.
        </p>
      ) : (
        <Alert
          type="info"
          showIcon
          message="Nobody is notified of new paid orders or bookings: set ADMIN_NOTIFY_EMAIL to be told."
        />
      )}
      {nothing && <p className="rd-admin-needs-action__note">Nothing needs action right now.</p>}
      {data.orders.length > 0 && (
        <div>
          <h3 className="rd-admin-needs-action__heading">
            Paid orders not delivered ({data.orders.length})
          </h3>
          <ul>
            {data.orders.map((order) => (
              <li key={order.id}>
                Order {order.id}: {order.serviceName ?? 'Service'} for{' '}
                {order.studentEmail ?? 'a deleted account'},{' '}
                {order.status === 'in_progress' ? 'in progress' : 'paid'}, waiting{' '}
                {days(order.daysWaiting)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.callsWithoutLink.length > 0 && (
        <div>
          <h3 className="rd-admin-needs-action__heading">
            Calls in the next {CALL_LINK_HORIZON_HOURS} hours without a meeting link (
            {data.callsWithoutLink.length})
          </h3>
          <ul>
            {data.callsWithoutLink.map((call) => (
              <li key={call.id}>
                Call {call.id}: {call.title} with {call.studentEmail ?? 'a student'},{' '}
                {when(call.appointmentDate)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.callsToBePaid.length > 0 && (
        <div>
          <h3 className="rd-admin-needs-action__heading">
            Calls booked to be paid later, not paid yet ({data.callsToBePaid.length})
          </h3>
          <ul>
            {data.callsToBePaid.map((call) => (
              <li key={call.id}>
                Call {call.id}: {call.serviceName ?? 'Call'} with {call.studentEmail ?? 'a student'}
                , {when(call.appointmentDate)}, to be paid later
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.paidCallsWithoutTime.length > 0 && (
        <div>
          <h3 className="rd-admin-needs-action__heading">
            Paid calls whose time was taken meanwhile ({data.paidCallsWithoutTime.length})
          </h3>
          <ul>
            {data.paidCallsWithoutTime.map((call) => (
              <li key={call.id}>
                Call {call.id}: {call.serviceName ?? 'Call'} for {call.studentEmail ?? 'a student'},
                was {when(call.appointmentDate)}: paid by order {call.orderId} after its held time
                was released. Agree a new time or refund the order.
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.deletionRequests.length > 0 && (
        <div>
          <h3 className="rd-admin-needs-action__heading">
            Deletion requests waiting ({data.deletionRequests.length})
          </h3>
          <ul>
            {data.deletionRequests.map((deletion) => (
              <li key={deletion.id}>
                Request {deletion.id}: {deletion.fullName} ({deletion.email}), confirmed{' '}
                {days(deletion.daysWaiting)} ago
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
