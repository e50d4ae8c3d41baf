import { Injectable } from '@nestjs/common';
import { pagingIndexName } from '../../database/migrations/1767225600000-admin-audit-log';
import {
  AdminListingProvider,
  ListingDefinition,
  ListsForAdmin,
  iso,
} from '../admin/listings/listing-definition';
import type { AdminOrderRowDto } from '../admin/listings/dto/listings.dto';
import { ServiceOrder } from './entities/service-order.entity';

const ORDERS: ListingDefinition<ServiceOrder, AdminOrderRowDto> = {
  entity: ServiceOrder,
  pagingIndex: pagingIndexName('service_orders'),
  columns: [
    'id',
    'userId',
    'serviceId',
    'status',
    'amount',
    'currency',
    'paymentMethod',
    'createdAt',
  ],
  sorts: { id: ['id'], createdAt: ['id'], userId: ['userId', 'id'] },
  textSearch: [],
  exactSearch: ['status', 'paymentId', 'paymentMethod'],
  numberSearch: ['id', 'userId', 'serviceId'],
  row: (order) => ({
    id: order.id,
    userId: order.userId,
    serviceId: order.serviceId,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    createdAt: iso(order.createdAt),
  }),
};

/** The Orders tab of the admin dashboard. */
@ListsForAdmin()
@Injectable()
export class PaymentsAdminListing implements AdminListingProvider {
  readonly listings = { serviceOrders: ORDERS };
}
