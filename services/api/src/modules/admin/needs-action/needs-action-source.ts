import { DiscoveryService } from '@nestjs/core';
import type { NeedsActionDto } from './needs-action.dto';

/** The panel's lists of things to do, each answered by the feature that holds them. */
export type NeedsActionSections = Omit<NeedsActionDto, 'notifyEmail' | 'mailKeptInOutbox'>;
export type NeedsActionSection = keyof NeedsActionSections;

/** Every list, in the panel's order; each must have one source. */
export const NEEDS_ACTION_SECTIONS = Object.keys({
  orders: true,
  callsWithoutLink: true,
  callsToBePaid: true,
  paidCallsWithoutTime: true,
  deletionRequests: true,
} satisfies Record<NeedsActionSection, true>) as readonly NeedsActionSection[];

/**
 * A feature's part of the admin's needs-action panel, over its own tables. Each feature declares
 * its provider with @ReportsNeedsAction(); the admin area finds them all, so it reads no feature's
 * entities and imports no feature's module.
 */
export interface NeedsActionSource<Section extends NeedsActionSection = NeedsActionSection> {
  /** The lists this source answers. */
  readonly sections: readonly Section[];
  needsAction(now: Date): Promise<Pick<NeedsActionSections, Section>>;
}

/** Marks a provider as a NeedsActionSource. */
export const ReportsNeedsAction = DiscoveryService.createDecorator<void>();

const DAY_MS = 24 * 3600 * 1000;

/** Whole days from `date` to `now`, never negative. */
export const daysSince = (date: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
