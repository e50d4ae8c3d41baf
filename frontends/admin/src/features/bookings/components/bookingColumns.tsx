import {
  BOOKING_PAYMENT_TEXT,
  formatDateTimeWithZone,
  studentLocalTime,
  type BookingPayment,
} from '@redress/domain';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { displayDate as date, sortable, type ListingRows } from '../../shared';
import { ManageBooking } from './BookingPanel';

// The Bookings tab's columns as spec document 2, section 2 lists them.

export const BOOKING_COLUMNS: ColumnsType<ListingRows['bookings']> = [
  { title: 'ID', dataIndex: 'id', key: 'id', ...sortable },
  { title: 'User ID', dataIndex: 'userId', key: 'userId', ...sortable },
  { title: 'Service ID', dataIndex: 'serviceId', render: (id: number | null) => id ?? 'None' },
  { title: 'Title', dataIndex: 'title' },
  {
    title: 'Appointment',
    dataIndex: 'appointmentDate',
    key: 'appointmentDate',
    ...sortable,
    render: (value: string, row) => {
      const student = studentLocalTime(value, row.studentTimeZone);
      return (
        <>
          {formatDateTimeWithZone(value)}
          {student ? (
            <>
              <br />
              <Typography.Text type="secondary">{student}</Typography.Text>
            </>
          ) : null}
        </>
      );
    },
  },
  { title: 'Duration', dataIndex: 'duration', render: (minutes: number) => `${minutes} min` },
  { title: 'Status', dataIndex: 'status' },
  {
    title: 'Payment',
    dataIndex: 'payment',
    render: (payment: BookingPayment, row) => {
      const label = BOOKING_PAYMENT_TEXT.labels[payment];
      if (!label) return 'None';
      const colour = payment === 'paid' ? 'green' : payment === 'lapsed' ? 'default' : 'gold';
      return (
        <Tag color={colour} title={row.orderId ? `Order ${row.orderId}` : undefined}>
          {label}
        </Tag>
      );
    },
  },
  { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: date, ...sortable },
  {
    title: 'Actions',
    key: 'actions',
    render: (_value, row) => <ManageBooking id={row.id} studentTimeZone={row.studentTimeZone} />,
  },
];
