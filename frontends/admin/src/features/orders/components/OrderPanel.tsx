import { ApiError } from '@redress/api-client';
import {
  DELIVERY_TEXT_MAX_LENGTH,
  formatAmountPaid,
  formatDisplayDate,
  minorUnitsPerMajor,
  ORDER_NOTE_MAX_LENGTH,
  paymentStatusLabel,
} from '@redress/domain';
import { toast } from '@redress/web-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Input, InputNumber, Popconfirm, Space } from 'antd';
import { useEffect, useState } from 'react';
import {
  actOnOrder,
  ADMIN_COUNTS_KEY,
  ADMIN_LISTING_KEY,
  deliverOrder,
  fetchOrder,
  type AdminOrder,
  type JsonOrderAction,
} from '../../shared';

const orderKey = (id: number) => ['admin', 'order', id] as const;

/**
 * One order and what the operator can do with it now. Every action sends the version shown; when
 * another operator acted first the server answers 409 and the panel reloads the order, so the
 * operator decides again on what is really there.
 */
function OrderActions({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState(order.internalNote ?? '');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [refund, setRefund] = useState<number | null>(null);
  useEffect(() => setNote(order.internalNote ?? ''), [order.internalNote]);

  const done = (updated: AdminOrder, title: string) => {
    queryClient.setQueryData(orderKey(order.id), updated);
    toast({ title });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_LISTING_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_COUNTS_KEY }),
    ]);
  };
  const failed = (error: Error) => {
    toast({ title: 'Nothing was changed', description: error.message, variant: 'destructive' });
    if (error instanceof ApiError && error.status === 409)
      void queryClient.invalidateQueries({ queryKey: orderKey(order.id) });
  };
  const act = useMutation({
    mutationFn: (request: JsonOrderAction) => actOnOrder(order.id, request),
    onSuccess: (updated, request) => done(updated, `Order ${order.id}: ${request.action} done`),
    onError: failed,
  });
  const deliver = useMutation({
    mutationFn: () =>
      deliverOrder(order.id, order.version, file ? { file } : { text: text.trim() }),
    onSuccess: (updated) => done(updated, `Order ${order.id} delivered; the student is e-mailed`),
    onError: failed,
  });
  const can = (action: string) => order.actions.includes(action as never);
  const busy = act.isPending || deliver.isPending;
  const perMajor = minorUnitsPerMajor(order.currency);
  const left = order.amount - order.refundedAmount;

  return (
    <Space direction="vertical" size="large" className="rd-admin-order__actions">
      {can('start') ? (
        <Button
          onClick={() => act.mutate({ action: 'start', version: order.version })}
          disabled={busy}
        >
          Mark in progress
        </Button>
      ) : null}
      {can('deliver') ? (
        <section aria-labelledby="rd-admin-order-deliver">
          <h3 id="rd-admin-order-deliver">Deliver the review</h3>
          <label>
            Attach the review (PDF or DOCX){' '}
            <input
              type="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
          <p>or write it here:</p>
          <Input.TextArea
            aria-label="Written review"
            rows={6}
            maxLength={DELIVERY_TEXT_MAX_LENGTH}
            value={text}
            disabled={Boolean(file)}
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            type="primary"
            onClick={() => deliver.mutate()}
            disabled={busy || (!file && !text.trim())}
            loading={deliver.isPending}
          >
            Deliver to the student
          </Button>
        </section>
      ) : null}
      {can('refund') ? (
        <section aria-labelledby="rd-admin-order-refund">
          <h3 id="rd-admin-order-refund">Refund</h3>
          <p>
            {formatAmountPaid(left, order.currency)} can still be refunded. Leave the amount empty
            to refund all of it.
          </p>
          <Space>
            <InputNumber
              aria-label={`Amount to refund (${order.currency})`}
              min={0}
              max={left / perMajor}
              step={perMajor === 1 ? 1 : 0.01}
              value={refund}
              onChange={(value) => setRefund(value)}
            />
            <Popconfirm
              title={`Refund ${
                refund
                  ? formatAmountPaid(Math.round(refund * perMajor), order.currency)
                  : 'all of it'
              } through Stripe?`}
              okText="Refund"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                act.mutate({
                  action: 'refund',
                  version: order.version,
                  ...(refund ? { amount: Math.round(refund * perMajor) } : {}),
                })
              }
            >
              <Button danger disabled={busy}>
                Refund
              </Button>
            </Popconfirm>
          </Space>
        </section>
      ) : null}
      {can('cancel') ? (
        <Popconfirm
          title={`Cancel order ${order.id}? Nothing is refunded by this.`}
          okText="Cancel the order"
          cancelText="Keep it"
          onConfirm={() => act.mutate({ action: 'cancel', version: order.version })}
        >
          <Button danger disabled={busy}>
            Cancel order
          </Button>
        </Popconfirm>
      ) : null}
      {can('note') ? (
        <section aria-labelledby="rd-admin-order-note">
          <h3 id="rd-admin-order-note">Internal note (never shown to the student)</h3>
          <Input.TextArea
            aria-label="Internal note"
            rows={3}
            maxLength={ORDER_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            onClick={() => act.mutate({ action: 'note', version: order.version, note })}
            disabled={busy || note === (order.internalNote ?? '')}
          >
            Save note
          </Button>
        </section>
      ) : null}
    </Space>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Status">{paymentStatusLabel(order.status)}</Descriptions.Item>
      <Descriptions.Item label="Service">{order.serviceName}</Descriptions.Item>
      <Descriptions.Item label="Student">{order.userEmail ?? 'Deleted account'}</Descriptions.Item>
      <Descriptions.Item label="Paid">
        {formatAmountPaid(order.amount, order.currency)}
      </Descriptions.Item>
      {order.refundedAmount > 0 ? (
        <Descriptions.Item label="Refunded">
          {formatAmountPaid(order.refundedAmount, order.currency)}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label="Ordered">{formatDisplayDate(order.createdAt)}</Descriptions.Item>
      {order.delivery ? (
        <Descriptions.Item label="Delivered">
          {formatDisplayDate(order.delivery.deliveredAt)}:{' '}
          {order.delivery.kind === 'file' ? order.delivery.fileName : 'written review'}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/** The Orders tab's "Manage" button and the drawer it opens. */
export function ManageOrder({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const order = useQuery({
    queryKey: orderKey(id),
    queryFn: () => fetchOrder(id),
    enabled: open,
  });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Manage order ${id}`}>
        Manage
      </Button>
      <Drawer
        title={`Order ${id}`}
        open={open}
        onClose={() => setOpen(false)}
        width={520}
        destroyOnHidden
      >
        {order.data ? (
          <Space direction="vertical" size="large">
            <OrderDetails order={order.data} />
            <OrderActions order={order.data} />
          </Space>
        ) : order.error ? (
          <Alert type="error" message={order.error.message} />
        ) : (
          <p>Loading the order…</p>
        )}
      </Drawer>
    </>
  );
}
