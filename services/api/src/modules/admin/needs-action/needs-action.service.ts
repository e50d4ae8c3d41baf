import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { markedProviders, ownersOf } from '../../../common/discovered';
import { AppConfig } from '../../../config/app-config';
import { MailService } from '../../mail/mail.service';
import {
  NEEDS_ACTION_SECTIONS,
  NeedsActionSection,
  NeedsActionSections,
  NeedsActionSource,
  ReportsNeedsAction,
} from './needs-action-source';
import { NeedsActionDto } from './needs-action.dto';

/**
 * What the operator has to do now: the admin dashboard's first panel. The lists come from the
 * features that hold them (@ReportsNeedsAction() providers, found at start-up); whether anyone
 * hears of new work is the admin area's own.
 */
@Injectable()
export class NeedsActionService implements OnModuleInit {
  private owners = new Map<NeedsActionSection, NeedsActionSource>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.register(
      markedProviders<NeedsActionSource, void>(this.discovery, ReportsNeedsAction).map(
        (source) => source.instance,
      ),
    );
  }

  /** Takes the sources: every list answered by exactly one, or the application does not start. */
  register(sources: readonly NeedsActionSource[]): void {
    this.owners = ownersOf(
      NEEDS_ACTION_SECTIONS,
      sources.flatMap((source) => source.sections.map((section) => [section, source] as const)),
      {
        unknown: (section) => `The needs-action list "${section}" is not one the panel knows.`,
        twice: (section) => `The needs-action list "${section}" has two sources.`,
        missing: (sections) =>
          `No feature answers the needs-action list(s): ${sections.join(', ')}.`,
      },
    );
  }

  async list(now = new Date()): Promise<NeedsActionDto> {
    // Each source is asked once, however many lists it answers.
    const sources = [...new Set(this.owners.values())];
    const answers = new Map(
      await Promise.all(
        sources.map(async (source) => [source, await source.needsAction(now)] as const),
      ),
    );
    const sections: Partial<Record<NeedsActionSection, unknown>> = {};
    for (const section of NEEDS_ACTION_SECTIONS) {
      const owner = this.owners.get(section);
      sections[section] = (owner && answers.get(owner))?.[section];
    }
    return {
      ...(sections as NeedsActionSections),
      notifyEmail: this.config.mail.adminNotifyEmail,
      mailKeptInOutbox: this.config.isProduction && this.mail.transport === 'outbox',
    };
  }
}
