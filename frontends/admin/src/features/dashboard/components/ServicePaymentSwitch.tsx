import { isCallService } from '@redress/domain';
import { Switch } from 'antd';
import { useSetServicePayableLater, type ListingRows } from '../../shared';

/**
 * Whether a call service's calls are paid before they are booked (off) or booked at once and
 * paid later (on). Services that are not calls are never booked, so they have no switch.
 */
export function ServicePaymentSwitch({ service }: { service: ListingRows['services'] }) {
  const change = useSetServicePayableLater();
  if (!isCallService(service) || service.price <= 0) return <span>Not booked as a call</span>;
  const pending = change.isPending ? change.variables?.payableLater : undefined;
  return (
    <label className="rd-admin-switch">
      <Switch
        size="small"
        checked={pending ?? service.payableLater}
        loading={change.isPending}
        onChange={(payableLater) => change.mutate({ id: service.id, payableLater })}
        aria-label={`${service.name}: payable later`}
      />
      <span>{(pending ?? service.payableLater) ? 'Payable later' : 'Pay before booking'}</span>
    </label>
  );
}
