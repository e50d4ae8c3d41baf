import { ADMIN_MAX_PAGE_SIZE, callsByDay, operatorAndStudentTime, weekDays } from '@redress/domain';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useListing } from '../../shared';
import { ManageBooking } from './BookingPanel';
import './booking-week.css';

// The calls nearest in time come first from the server; a week view never needs more of them
// than one page holds.
const WEEK_QUERY = {
  limit: ADMIN_MAX_PAGE_SIZE,
  offset: 0,
  sort: 'appointmentDate',
  order: 'desc',
} as const;

/**
 * Seven days from today as columns, each booked or held call a card at its time in the
 * operator's own zone (the browser's), with the student's local time and zone beside it.
 */
export function BookingWeek({ autoRefresh }: { autoRefresh: boolean }) {
  const [weeksAhead, setWeeksAhead] = useState(0);
  const calls = useListing('bookings', WEEK_QUERY, autoRefresh);
  const days = useMemo(() => weekDays(new Date(), weeksAhead), [weeksAhead]);
  const byDay = useMemo(() => callsByDay(calls.data?.rows ?? [], days), [calls.data, days]);

  return (
    <section aria-label="Week of calls">
      <Space className="rd-booking-week__nav">
        <Button onClick={() => setWeeksAhead((weeks) => weeks - 1)}>Previous week</Button>
        <Button disabled={weeksAhead === 0} onClick={() => setWeeksAhead(0)}>
          This week
        </Button>
        <Button onClick={() => setWeeksAhead((weeks) => weeks + 1)}>Next week</Button>
        <Typography.Text type="secondary">
          Times in your zone ({Intl.DateTimeFormat().resolvedOptions().timeZone})
        </Typography.Text>
      </Space>
      {calls.error ? <Alert type="error" message={calls.error.message} /> : null}
      <div className="rd-booking-week">
        {days.map((day) => (
          <div key={day.key} className="rd-booking-week__day" aria-label={day.label} role="list">
            <h3>{day.label}</h3>
            {(byDay.get(day.key) ?? []).map((call) => (
              <Card key={call.id} size="small" role="listitem" className="rd-booking-week__call">
                <strong>
                  {operatorAndStudentTime(call.appointmentDate, call.studentTimeZone)}
                </strong>
                <div>{call.title}</div>
                <Space size="small">
                  {call.status === 'awaiting-payment' ? (
                    <Tag color="gold">Awaiting payment</Tag>
                  ) : null}
                  <ManageBooking id={call.id} studentTimeZone={call.studentTimeZone} />
                </Space>
              </Card>
            ))}
            {byDay.get(day.key)?.length ? null : (
              <Typography.Text type="secondary">No calls</Typography.Text>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
