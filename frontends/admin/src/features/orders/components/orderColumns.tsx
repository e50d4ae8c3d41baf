import { formatAmountPaid, orNone, paymentStatusLabel } from '@redress/domain';
import type { ColumnsType } from 'antd/es/table';
import { displayDate as date, sortable, type ListingRows } from '../../shared';
import { ManageOrder } from './OrderPanel';

// The Orders tab's columns as spec document 2, section 2 lists them.

export const ORDER_COLUMNS: ColumnsType<ListingRows['serviceOrders']> = [
  { title: 'Order ID', dataIndex: 'id', key: 'id', ...sortable },
  {
    title: 'User ID',
    dataIndex: 'userId',
    key: 'userId',
    ...sortable,
    render: (id) => id ?? 'None',
  },
  { title: 'Service ID', dataIndex: 'serviceId' },
  {
    title: 'Amount Paid (USD)',
    dataIndex: 'amount',
    render: (amount: number, row) => formatAmountPaid(amount, row.currency),
  },
  {
    title: 'Payment Status',
    dataIndex: 'status',
    render: (status: string) => paymentStatusLabel(status),
  },
  { title: 'Payment Method', dataIndex: 'paymentMethod', render: orNone },
  { title: 'Order Date', dataIndex: 'createdAt', key: 'createdAt', render: date, ...sortable },
  { title: 'Actions', key: 'actions', render: (_value, row) => <ManageOrder id={row.id} /> },
];
