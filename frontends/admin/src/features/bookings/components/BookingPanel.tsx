import { ApiError } from '@redress/api-client';
import {
  BOOKING_NOTE_MAX_LENGTH,
  BOOKING_REASON_MAX_LENGTH,
  studentLocalTime,
} from '@redress/domain';
import { toast } from '@redress/web-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import {
  actOnBooking,
  ADMIN_COUNTS_KEY,
  ADMIN_LISTING_KEY,
  fetchBooking,
  type AdminBooking,
  type BookingAction,
} from '../../shared';

const bookingKey = (id: number) => ['admin', 'booking', id] as const;

/** "Mon 30 Nov, 10:00" in the operator's own time zone, and the UTC time beside it. */
function when(iso: string): string {
  const date = new Date(iso);
  const local = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${local} your time (${iso.slice(0, 16).replace('T', ' ')} UTC)`;
}

function BookingActions({ booking }: { booking: AdminBooking }) {
  const queryClient = useQueryClient();
  const [link, setLink] = useState(booking.meetingLink ?? '');
  const [note, setNote] = useState(booking.notes ?? '');
  const [moveTo, setMoveTo] = useState('');
  const [reason, setReason] = useState('');
  const [settlement, setSettlement] = useState<'refund' | 'credit'>('credit');
  const act = useMutation({
    mutationFn: (request: BookingAction) => actOnBooking(booking.id, request),
    onSuccess: (updated, request) => {
      queryClient.setQueryData(bookingKey(booking.id), updated);
      toast({ title: `Call ${booking.id}: ${request.action} done; the student is e-mailed` });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_LISTING_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_COUNTS_KEY }),
      ]);
    },
    onError: (error: Error) => {
      toast({ title: 'Nothing was changed', description: error.message, variant: 'destructive' });
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: bookingKey(booking.id) });
    },
  });
  if (booking.status !== 'scheduled') return null;
  const version = booking.version;
  const started = new Date(booking.appointmentDate).getTime() <= Date.now();

  return (
    <Space direction="vertical" size="large">
      <section aria-labelledby="rd-admin-booking-link">
        <h3 id="rd-admin-booking-link">Meeting link and note to the student</h3>
        <Input
          aria-label="Meeting link"
          placeholder="https://"
          value={link}
          onChange={(event) => setLink(event.target.value)}
        />
        <Input.TextArea
          aria-label="Note to the student"
          rows={2}
          maxLength={BOOKING_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button
          type="primary"
          disabled={act.isPending || !link.trim()}
          onClick={() => act.mutate({ action: 'link', version, meetingLink: link, note })}
        >
          Send link to the student
        </Button>
      </section>
      {started ? (
        <Space>
          <Button onClick={() => act.mutate({ action: 'outcome', version, outcome: 'held' })}>
            Mark held
          </Button>
          <Button onClick={() => act.mutate({ action: 'outcome', version, outcome: 'missed' })}>
            Mark missed
          </Button>
        </Space>
      ) : (
        <>
          <section aria-labelledby="rd-admin-booking-move">
            <h3 id="rd-admin-booking-move">Move to another free slot</h3>
            <Input
              type="datetime-local"
              aria-label="New time (your time zone)"
              value={moveTo}
              onChange={(event) => setMoveTo(event.target.value)}
            />
            <Button
              disabled={act.isPending || !moveTo}
              onClick={() =>
                act.mutate({
                  action: 'move',
                  version,
                  appointmentDate: new Date(moveTo).toISOString(),
                })
              }
            >
              Move the call
            </Button>
          </section>
          <section aria-labelledby="rd-admin-booking-cancel">
            <h3 id="rd-admin-booking-cancel">Cancel the call</h3>
            <Input.TextArea
              aria-label="Reason (the student reads it)"
              rows={2}
              maxLength={BOOKING_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Radio.Group
              value={settlement}
              onChange={(event) => setSettlement(event.target.value)}
              options={[
                { value: 'credit', label: 'Keep a paid call as credit' },
                { value: 'refund', label: 'Refund a paid call' },
              ]}
            />
            <Button
              danger
              disabled={act.isPending || !reason.trim()}
              onClick={() => act.mutate({ action: 'cancel', version, reason, settlement })}
            >
              Cancel the call
            </Button>
          </section>
        </>
      )}
    </Space>
  );
}

/**
 * The Bookings tab's "Manage" button and the drawer it opens. The student's zone comes from the
 * row the button stands in.
 */
export function ManageBooking({
  id,
  studentTimeZone,
}: {
  id: number;
  studentTimeZone: string | null;
}) {
  const [open, setOpen] = useState(false);
  const booking = useQuery({
    queryKey: bookingKey(id),
    queryFn: () => fetchBooking(id),
    enabled: open,
  });
  const student = booking.data
    ? studentLocalTime(booking.data.appointmentDate, studentTimeZone)
    : '';
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Manage call ${id}`}>
        Manage
      </Button>
      <Drawer
        title={`Call ${id}`}
        open={open}
        onClose={() => setOpen(false)}
        width={520}
        destroyOnHidden
      >
        {booking.data ? (
          <Space direction="vertical" size="large">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="When">
                {when(booking.data.appointmentDate)}
                {student ? <div>{student}</div> : null}
              </Descriptions.Item>
              <Descriptions.Item label="Status">{booking.data.status}</Descriptions.Item>
              <Descriptions.Item label="Student">{booking.data.email ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Meeting link">
                {booking.data.meetingLink ?? 'None yet'}
              </Descriptions.Item>
              {booking.data.cancelReason ? (
                <Descriptions.Item label="Cancelled because">
                  {booking.data.cancelReason}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            <BookingActions booking={booking.data} />
          </Space>
        ) : booking.error ? (
          <Alert type="error" message={booking.error.message} />
        ) : (
          <p>Loading the call…</p>
        )}
      </Drawer>
    </>
  );
}
