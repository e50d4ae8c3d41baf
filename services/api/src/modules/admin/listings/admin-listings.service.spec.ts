import type { DataSource } from 'typeorm';
import type { DiscoveryService } from '@nestjs/core';
import { AdminListingsService } from './admin-listings.service';
import { AdminListingProvider, LISTING_NAMES, ListingName } from './listing-definition';

const listing = (name: string) =>
  ({
    entity: name,
    columns: [],
    sorts: {},
    textSearch: [],
    numberSearch: [],
    row: () => name,
  }) as never;

const providerOf = (...names: ListingName[]): AdminListingProvider => ({
  listings: Object.fromEntries(names.map((name) => [name, listing(name)])),
});

const service = () => new AdminListingsService({} as DataSource, {} as DiscoveryService);

describe('admin listings registered by the features', () => {
  it('takes every listing from the providers that register it', () => {
    const listings = service();
    const [first, ...rest] = LISTING_NAMES;
    listings.register([providerOf(first), providerOf(...rest)]);
    for (const name of LISTING_NAMES) expect(listings.definition(name).entity).toBe(name);
  });

  it('refuses to start when a listing has no provider, naming it', () => {
    const rest = LISTING_NAMES.filter((name) => name !== 'bookings');
    expect(() => service().register([providerOf(...rest)])).toThrow(
      'No feature registers the admin listing(s): bookings.',
    );
  });

  it('refuses a listing registered twice', () => {
    expect(() => service().register([providerOf(...LISTING_NAMES), providerOf('users')])).toThrow(
      'The admin listing "users" is registered twice.',
    );
  });

  it('refuses a listing the dashboard does not know', () => {
    const stray = {
      listings: { ...providerOf(...LISTING_NAMES).listings, invoices: listing('x') },
    };
    expect(() => service().register([stray as AdminListingProvider])).toThrow(
      'The admin listing "invoices" is not one the dashboard knows.',
    );
  });
});
