import { Injectable } from '@nestjs/common';
import { pagingIndexName } from '../../database/migrations/1767225600000-admin-audit-log';
import {
  AdminListingProvider,
  ListingDefinition,
  ListsForAdmin,
  iso,
} from '../admin/listings/listing-definition';
import type { AdminUserRowDto } from '../admin/listings/dto/listings.dto';
import { User } from './entities/user.entity';

const USERS: ListingDefinition<User, AdminUserRowDto> = {
  entity: User,
  pagingIndex: pagingIndexName('users'),
  columns: [
    'id',
    'email',
    'emailVerified',
    'stripeCustomerId',
    'stripeSubscriptionId',
    'createdAt',
  ],
  sorts: { id: ['id'], createdAt: ['id'], email: ['email'] },
  textSearch: ['email'],
  exactSearch: ['stripeCustomerId', 'stripeSubscriptionId'],
  numberSearch: ['id'],
  row: (user) => ({
    id: user.id,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    createdAt: iso(user.createdAt),
  }),
};

/** The Users tab of the admin dashboard (never a secret column). */
@ListsForAdmin()
@Injectable()
export class UsersAdminListing implements AdminListingProvider {
  readonly listings = { users: USERS };
}
