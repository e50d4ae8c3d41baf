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
