import type { DiscoveryService } from '@nestjs/core';
import type { DiscoverableDecorator } from '@nestjs/core/discovery/discovery-service';

/**
 * The providers marked with one of our discoverable decorators (@HoldsPersonalData,
 * @ListsForAdmin, @ReportsNeedsAction), each with the options it was marked with. Read once, at
 * start-up, by the feature that asks them all.
 */
export function markedProviders<T, Options>(
  discovery: DiscoveryService,
  decorator: DiscoverableDecorator<Options>,
): { instance: T; options: Options | undefined }[] {
  return discovery
    .getProviders({ metadataKey: decorator.KEY })
    .filter((wrapper) => wrapper.instance)
    .map((wrapper) => ({
      instance: wrapper.instance as T,
      options: discovery.getMetadataByDecorator(decorator, wrapper),
    }));
}

/** What start-up says when a registry is incomplete or claimed twice. */
export interface OwnershipMessages<Name extends string> {
  unknown(name: string): string;
  twice(name: Name): string;
  missing(names: readonly Name[]): string;
}

/**
 * Who answers each of a registry's names, from what every discovered provider claims: each
 * known name exactly once, nothing unknown, or the application does not start.
 */
export function ownersOf<Name extends string, Owner>(
  known: readonly Name[],
  claims: Iterable<readonly [string, Owner]>,
  say: OwnershipMessages<Name>,
): Map<Name, Owner> {
  const owners = new Map<Name, Owner>();
  for (const [name, owner] of claims) {
    if (!known.includes(name as Name)) throw new Error(say.unknown(name));
    if (owners.has(name as Name)) throw new Error(say.twice(name as Name));
    owners.set(name as Name, owner);
  }
  const missing = known.filter((name) => !owners.has(name));
  if (missing.length) throw new Error(say.missing(missing));
  return owners;
}
