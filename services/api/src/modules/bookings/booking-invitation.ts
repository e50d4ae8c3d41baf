import { createEvent, type EventAttributes } from 'ics';

export interface InvitationInput {
  bookingId: number;
  title: string;
  description: string;
  start: Date;
  durationMinutes: number;
  meetingLink: string | null;
  /** The host of PUBLIC_URL: event UIDs are globally unique as `booking-<id>@<host>`. */
  host: string;
  now: Date;
  /** Raised with each change sent: calendars replace the event of the same UID with it. */
  sequence: number;
  /** PUBLISH adds the event to a calendar; CANCEL removes the one published before. */
  method: 'PUBLISH' | 'CANCEL';
}

export const INVITATION_CONTENT_TYPE = (method: InvitationInput['method']) =>
  `text/calendar; charset=utf-8; method=${method}`;

export function invitationUid(bookingId: number, host: string): string {
  return `booking-${bookingId}@${host}`;
}

/**
 * The appointment as an iCalendar file (RFC 5545), written by the `ics` package: times in UTC,
 * so every calendar shows the reader's own time. A change (a new link, another time) or a
 * cancellation carries the same UID with a higher SEQUENCE, which calendars apply to the event
 * they already hold.
 */
export function bookingInvitation(input: InvitationInput): string {
  const cancelled = input.method === 'CANCEL';
  // DTSTAMP from the application's clock: the package reads `timestamp`, its types omit it.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: '-//Redress//Consultations//EN',
    method: input.method,
    uid: invitationUid(input.bookingId, input.host),
    sequence: input.sequence,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    title: input.title,
    description: input.description,
    start: input.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMinutes },
    timestamp: input.now.getTime(),
    ...(input.meetingLink ? { location: input.meetingLink, url: input.meetingLink } : {}),
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    ...(cancelled
      ? {}
      : {
          alarms: [
            {
              action: 'display' as const,
              description: input.title,
              trigger: { minutes: 15, before: true },
            },
          ],
        }),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar invitation could not be written');
  return value;
}
