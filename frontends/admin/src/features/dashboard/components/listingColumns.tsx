import {
  customerPriceLabel,
  deletionConfirmationLabel,
  descriptionOrDefault,
  documentStatusTone,
  featuresPreview,
  orNone,
  providerPriceLabel,
  tagsPreview,
  verifiedLabel,
  type StatusTone,
} from '@redress/domain';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { displayDate as date, sortable, type ListingRows } from '../../shared';
import { CompleteDeletionRequest } from './CompleteDeletionRequest';
import { ServicePaymentSwitch } from './ServicePaymentSwitch';

// The columns of each tab exactly as spec document 2, section 2 lists them. A column with a key
// and `sorter: true` is sorted by the server under that key.

const TAG_COLOURS: Record<StatusTone, string> = { green: 'green', yellow: 'gold', red: 'red' };

const longText = (text: string) => (
  <Typography.Paragraph className="rd-admin-cell--long" ellipsis={{ rows: 2, tooltip: text }}>
    {text}
  </Typography.Paragraph>
);

export const USER_COLUMNS: ColumnsType<ListingRows['users']> = [
  { title: 'ID', dataIndex: 'id', key: 'id', ...sortable },
  { title: 'Email', dataIndex: 'email', key: 'email', ...sortable },
  {
    title: 'Verified',
    dataIndex: 'emailVerified',
    render: (verified: boolean) => (
      <Tag color={verified ? 'green' : 'default'}>{verifiedLabel(verified)}</Tag>
    ),
  },
  { title: 'Stripe Customer', dataIndex: 'stripeCustomerId', render: orNone },
  { title: 'Subscription', dataIndex: 'stripeSubscriptionId', render: orNone },
  { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: date, ...sortable },
];

export const DOCUMENT_COLUMNS: ColumnsType<ListingRows['analysisDocuments']> = [
  { title: 'ID', dataIndex: 'id', key: 'id', ...sortable },
  { title: 'User ID', dataIndex: 'userId', key: 'userId', ...sortable },
  { title: 'Title', dataIndex: 'title' },
  {
    title: 'Issue Description',
    dataIndex: 'description',
    render: (text: string | null) => longText(descriptionOrDefault(text)),
  },
  { title: 'Type', dataIndex: 'documentType' },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    ...sortable,
    render: (status: string) => <Tag color={TAG_COLOURS[documentStatusTone(status)]}>{status}</Tag>,
  },
  { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: date, ...sortable },
];

export const RESULT_COLUMNS: ColumnsType<ListingRows['analysisResults']> = [
  { title: 'ID', dataIndex: 'id', key: 'id', ...sortable },
  {
    title: 'Document ID',
    dataIndex: 'analysisDocumentId',
    key: 'analysisDocumentId',
    ...sortable,
  },
  {
    title: 'Analysis Content',
    dataIndex: 'content',
    render: (content: string, row) => longText(row.contentTruncated ? `${content}…` : content),
  },
  {
    title: 'Tags',
    dataIndex: 'tags',
    render: (tags: string[]) => {
      const { shown, more } = tagsPreview(tags);
      return (
        <span className="rd-admin-tags">
          {shown.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
          {more ? <Tag className="rd-admin-tags__more">{more}</Tag> : null}
        </span>
      );
    },
  },
  { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: date, ...sortable },
];

export const SERVICE_COLUMNS: ColumnsType<ListingRows['services']> = [
  { title: 'Service ID', dataIndex: 'id', key: 'id', ...sortable },
  { title: 'Name', dataIndex: 'name', key: 'name', ...sortable },
  { title: 'Type', dataIndex: 'type', key: 'type', ...sortable },
  {
    title: 'Customer Price',
    dataIndex: 'price',
    key: 'price',
    ...sortable,
    render: (price: number, row) => customerPriceLabel(price, row.currency),
  },
  { title: 'Stripe Price ID', dataIndex: 'stripePriceId', render: providerPriceLabel },
  {
    title: 'Call payment',
    dataIndex: 'payableLater',
    render: (_: boolean, row) => <ServicePaymentSwitch service={row} />,
  },
  {
    title: 'Features',
    dataIndex: 'features',
    render: (features: string[]) => {
      const { shown, more } = featuresPreview(features);
      return (
        <ul className="rd-admin-features">
          {shown.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {more ? <li className="rd-admin-features__more">{more}</li> : null}
        </ul>
      );
    },
  },
];

export const ADMIN_COLUMNS: ColumnsType<ListingRows['adminUsers']> = [
  { title: 'ID', dataIndex: 'id', key: 'id', ...sortable },
  { title: 'Username', dataIndex: 'username', key: 'username', ...sortable },
  { title: 'Role', dataIndex: 'role', key: 'role', ...sortable },
  { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: date, ...sortable },
];

export const DELETION_REQUEST_COLUMNS: ColumnsType<ListingRows['dataDeletionRequests']> = [
  { title: 'ID', dataIndex: 'id', key: 'id', ...sortable },
  { title: 'Full name', dataIndex: 'fullName' },
  { title: 'Email', dataIndex: 'email' },
  { title: 'Reason', dataIndex: 'reason', render: (reason: string | null) => orNone(reason) },
  {
    title: 'Details',
    dataIndex: 'details',
    render: (details: string | null) => (details ? longText(details) : 'None'),
  },
  { title: 'Status', dataIndex: 'status' },
  {
    // Only the owner of the address can confirm; only a confirmed request can be completed.
    title: 'Confirmed',
    dataIndex: 'confirmedBy',
    render: (_: unknown, row) => (
      <Tag
        color={row.confirmed ? TAG_COLOURS.green : TAG_COLOURS.yellow}
        title={row.confirmedAt ? date(row.confirmedAt) : undefined}
      >
        {deletionConfirmationLabel(row.confirmedBy)}
      </Tag>
    ),
  },
  { title: 'Received', dataIndex: 'createdAt', key: 'createdAt', render: date, ...sortable },
  {
    title: 'Completed',
    dataIndex: 'completedAt',
    render: (value: string | null) => (value ? date(value) : 'None'),
  },
  {
    title: 'Action',
    key: 'action',
    // Stays in view while the rest of a wide table scrolls.
    fixed: 'right',
    render: (_: unknown, row) => <CompleteDeletionRequest request={row} />,
  },
];

export const AUDIT_COLUMNS: ColumnsType<ListingRows['auditLog']> = [
  { title: 'ID', dataIndex: 'id', key: 'id', ...sortable },
  { title: 'Admin', dataIndex: 'adminUsername' },
  { title: 'Action', dataIndex: 'action' },
  { title: 'Detail', dataIndex: 'detail', render: (detail: string) => longText(detail) },
  { title: 'Outcome', dataIndex: 'outcome' },
  { title: 'Rows', dataIndex: 'rowCount', render: (rows: number | null) => rows ?? 'None' },
  {
    title: 'Time',
    dataIndex: 'durationMs',
    render: (ms: number | null) => (ms === null ? 'None' : `${ms} ms`),
  },
  { title: 'Message', dataIndex: 'message', render: (message: string | null) => orNone(message) },
  { title: 'When', dataIndex: 'createdAt', key: 'createdAt', render: date, ...sortable },
];
