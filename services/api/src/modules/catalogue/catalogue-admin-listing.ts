import { Injectable } from '@nestjs/common';
import {
  AdminListingProvider,
  ListingDefinition,
  ListsForAdmin,
} from '../admin/listings/listing-definition';
import type { AdminServiceRowDto } from '../admin/listings/dto/listings.dto';
import { Service } from './entities/service.entity';

export const SERVICES: ListingDefinition<Service, AdminServiceRowDto> = {
  entity: Service,
  columns: [
    'id',
    'name',
    'description',
    'type',
    'price',
    'currency',
    'stripePriceId',
    'features',
    'payableLater',
  ],
  // A catalogue of a few dozen entries: any order is cheap.
  sorts: { id: ['id'], name: ['name', 'id'], type: ['type', 'id'], price: ['price', 'id'] },
  textSearch: ['name', 'type', 'description'],
  numberSearch: ['id'],
  row: (service) => ({
    id: service.id,
    name: service.name,
    description: service.description,
    type: service.type,
    price: service.price,
    currency: service.currency,
    stripePriceId: service.stripePriceId,
    features: Array.isArray(service.features) ? service.features.map(String) : [],
    payableLater: Boolean(service.payableLater),
  }),
};

/** The Services tab of the admin dashboard. */
@ListsForAdmin()
@Injectable()
export class CatalogueAdminListing implements AdminListingProvider {
  readonly listings = { services: SERVICES };
}
