// What the orders feature (managing a service order) offers the others: the Orders tab's
// columns, each row with its Manage button.
export { ORDER_COLUMNS } from './components/orderColumns';
