// What the bookings feature (the dashboard's Bookings tab) offers the others: the tab itself.
export { BookingsTab } from './components/BookingsTab';
