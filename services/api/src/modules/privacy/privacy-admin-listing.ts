import { Injectable } from '@nestjs/common';
import {
  AdminListingProvider,
  ListingDefinition,
  ListsForAdmin,
} from '../admin/listings/listing-definition';
import { deletionRequestView } from './data-deletion-requests.service';
import type { DataDeletionRequestDto } from './dto/privacy.dto';
import { DataDeletionRequest } from './entities/data-deletion-request.entity';

/** Requests from the Data Deletion page, for the operator to act on (newest first). */
const DELETION_REQUESTS: ListingDefinition<DataDeletionRequest, DataDeletionRequestDto> = {
  entity: DataDeletionRequest,
  // Never confirmTokenHash: the listing shows whether a request is confirmed, not its link.
  columns: [
    'id',
    'fullName',
    'email',
    'reason',
    'details',
    'status',
    'createdAt',
    'completedAt',
    'confirmedAt',
    'confirmedBy',
  ],
  sorts: { id: ['id'], createdAt: ['id'] },
  textSearch: ['fullName', 'email'],
  exactSearch: ['status'],
  numberSearch: ['id'],
  row: deletionRequestView,
};

/** The Data Deletion tab of the admin dashboard. */
@ListsForAdmin()
@Injectable()
export class PrivacyAdminListing implements AdminListingProvider {
  readonly listings = { dataDeletionRequests: DELETION_REQUESTS };
}
