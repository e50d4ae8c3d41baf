// What the admin features share: the admin API, its queries and their keys, the listing table
// and its common columns, and the frame of the admin tools.
export { AdminSubpage } from './AdminSubpage';
export {
  actOnBooking,
  actOnOrder,
  deliverOrder,
  fetchBooking,
  fetchFailedJobs,
  fetchOrder,
  fetchQueues,
  fetchSqlSchema,
  retryJob,
  runSql,
  sendTestEmail,
} from './api/adminApi';
export type {
  AdminBooking,
  AdminCounts,
  AdminOrder,
  BookingAction,
  DeletionRequest,
  EmailTestResult,
  FailedJob,
  JsonOrderAction,
  ListingRows,
  QueueInfo,
  SqlResult,
  SqlSchema,
} from './api/adminApi';
export { displayDate, sortable } from './components/columns';
export { ListingTable } from './components/ListingTable';
export {
  ADMIN_COUNTS_KEY,
  ADMIN_LISTING_KEY,
  ADMIN_NEEDS_ACTION_KEY,
  useCompleteDeletionRequest,
  useCounts,
  useListing,
  useNeedsAction,
  useSetServicePayableLater,
} from './hooks/useAdminQueries';
