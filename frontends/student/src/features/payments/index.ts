// What the payments feature (services, checkout, orders) offers the others: the catalogue and
// prices, the visitor's currency, the student's orders and the notice shown when payments are off.
export { downloadReview } from './api/paymentsApi';
export type { Order } from './api/paymentsApi';
export { PaymentsUnavailable } from './components/PaymentsNotice';
export {
  useCatalogue,
  useOrders,
  usePaymentsConfig,
  useServicePrices,
  useVisitorCurrency,
} from './hooks/paymentQueries';
