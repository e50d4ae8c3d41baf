import { formatDisplayDate, formatPrice, orderNextStep, orderStateInWords } from '@redress/domain';
import { Link, saveFile, toast } from '@redress/web-ui';
import { useMemo, useState } from 'react';
import { downloadReview, useOrders, type Order } from '../../payments';
import { studentTimeZone } from '../../booking';
import './orders.css';

/** Downloads the review an operator delivered for the order. */
function DownloadReview({ order }: { order: Order }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const file = await downloadReview(order.id);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: (error as Error).message,
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      className="rd-orders__retry"
      onClick={() => void download()}
      disabled={pending}
    >
      {pending
        ? 'Downloading…'
        : `Download your review${order.deliveryFileName ? ` (${order.deliveryFileName})` : ''}`}
    </button>
  );
}

/** The student's orders of paid services (service, amount, status, date); nothing until one exists. */
export function OrderList() {
  const orders = useOrders();
  const zone = useMemo(studentTimeZone, []);

  if (orders.isPending || (orders.isSuccess && orders.data.length === 0)) return null;
  return (
    <section className="rd-panel rd-orders" aria-labelledby="rd-orders-title">
      <h2 id="rd-orders-title" className="rd-orders__title">
        Your orders
      </h2>
      {orders.isError ? (
        <p className="rd-orders__error" role="alert">
          Your orders could not be loaded just now.{' '}
          <button type="button" className="rd-orders__retry" onClick={() => void orders.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <ul className="rd-orders__list">
          {orders.data.map((order) => {
            const action =
              order.status === 'completed' || order.status === 'failed'
                ? orderNextStep(order).action
                : undefined;
            return (
              <li key={order.id} className="rd-orders__item">
                <div className="rd-orders__main">
                  <span className="rd-orders__service">{order.serviceName}</span>
                  <span className="rd-orders__meta">
                    {formatPrice(order.amount, order.currency)}
                    <span aria-hidden="true"> · </span>
                    <time dateTime={order.createdAt}>{formatDisplayDate(order.createdAt)}</time>
                    {action ? (
                      <>
                        <span aria-hidden="true"> · </span>
                        <Link to={action.to}>{action.label}</Link>
                      </>
                    ) : null}
                    {order.deliveredAt ? (
                      <>
                        <span aria-hidden="true"> · </span>
                        <DownloadReview order={order} />
                      </>
                    ) : null}
                  </span>
                </div>
                <span className={`rd-status rd-status--${order.status}`}>
                  <span className="rd-visually-hidden">Status: </span>
                  {orderStateInWords(order, zone)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
