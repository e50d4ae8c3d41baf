import { Radio } from 'antd';
import { useState } from 'react';
import { ListingTable } from '../../shared';
import { BOOKING_COLUMNS } from './bookingColumns';
import { BookingWeek } from './BookingWeek';

/** The Bookings tab: every call as a searchable list, or the coming calls as a week. */
export function BookingsTab({ autoRefresh }: { autoRefresh: boolean }) {
  const [view, setView] = useState<'list' | 'week'>('list');
  return (
    <>
      <Radio.Group
        aria-label="Bookings view"
        className="rd-booking-week__toggle"
        optionType="button"
        value={view}
        onChange={(event) => setView(event.target.value)}
        options={[
          { value: 'list', label: 'List' },
          { value: 'week', label: 'Week' },
        ]}
      />
      {view === 'list' ? (
        <ListingTable
          name="bookings"
          heading="Bookings"
          columns={BOOKING_COLUMNS}
          searchPlaceholder="Search by title, status, ID or user ID"
          autoRefresh={autoRefresh}
        />
      ) : (
        <BookingWeek autoRefresh={autoRefresh} />
      )}
    </>
  );
}
