import {
  isPriceCurrency,
  DEFAULT_CURRENCY,
  servicePriceLabel,
  type PriceCurrency,
} from '@redress/domain';
import { useQuery } from '@tanstack/react-query';
import {
  fetchCatalogue,
  fetchOrderByPayment,
  fetchOrders,
  fetchPaymentsConfig,
  fetchUserLocation,
} from '../api/paymentsApi';

/** Spec 2 §7: the location and the services are cached for 5 minutes. */
const FIVE_MINUTES = 5 * 60_000;
/** How often /payment-success asks again while the payment is still pending, and how long. */
export const ORDER_POLL_MS = 3000;
const ORDER_POLL_LIMIT = 60;

export const paymentQueryKeys = {
  config: ['payments', 'config'] as const,
  location: ['payments', 'location'] as const,
  catalogue: (currency: string) => ['payments', 'catalogue', currency] as const,
  orders: ['orders'] as const,
  orderByPayment: (paymentIntentId: string) => ['orders', 'payment', paymentIntentId] as const,
};

export function usePaymentsConfig() {
  return useQuery({
    queryKey: paymentQueryKeys.config,
    queryFn: fetchPaymentsConfig,
    staleTime: FIVE_MINUTES,
  });
}

/** The visitor's currency: USD until the location is known, and when it cannot be found. */
export function useVisitorCurrency(): { currency: PriceCurrency; isPending: boolean } {
  const location = useQuery({
    queryKey: paymentQueryKeys.location,
    queryFn: fetchUserLocation,
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
  });
  const currency = location.data?.currency;
  return {
    currency: isPriceCurrency(currency) ? currency : DEFAULT_CURRENCY,
    isPending: location.isPending,
  };
}

/** The catalogue in the visitor's currency. */
export function useCatalogue() {
  const { currency, isPending } = useVisitorCurrency();
  const services = useQuery({
    queryKey: paymentQueryKeys.catalogue(currency),
    queryFn: () => fetchCatalogue(currency),
    staleTime: FIVE_MINUTES,
    enabled: !isPending,
  });
  return { services, currency, isPending: isPending || services.isPending };
}

/**
 * The price of one catalogue service as every page shows it (the same list and rule as
 * /services), or undefined while the catalogue loads or when it has no such service.
 */
export function useServicePrices(): (serviceId: number) => string | undefined {
  const { services } = useCatalogue();
  return (serviceId) => {
    const service = services.data?.find((entry) => entry.id === serviceId);
    return service ? servicePriceLabel(service.price, service.currency) : undefined;
  };
}

export function useOrders() {
  return useQuery({ queryKey: paymentQueryKeys.orders, queryFn: fetchOrders });
}

/** The order a payment pays, asked again every 3 s while it is pending (for about 3 minutes). */
export function useOrderByPayment(paymentIntentId: string) {
  return useQuery({
    queryKey: paymentQueryKeys.orderByPayment(paymentIntentId),
    queryFn: () => fetchOrderByPayment(paymentIntentId),
    enabled: paymentIntentId.length > 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < ORDER_POLL_LIMIT
        ? ORDER_POLL_MS
        : false,
  });
}
