import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { markedProviders } from '../../../common/discovered';
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
  private sources: NeedsActionSource[] = [];

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
    const owners = new Map<NeedsActionSection, NeedsActionSource>();
    for (const source of sources) {
      for (const section of source.sections) {
        if (!NEEDS_ACTION_SECTIONS.includes(section)) {
          throw new Error(`The needs-action list "${section}" is not one the panel knows.`);
        }
        if (owners.has(section)) {
          throw new Error(`The needs-action list "${section}" has two sources.`);
        }
        owners.set(section, source);
      }
    }
    const missing = NEEDS_ACTION_SECTIONS.filter((section) => !owners.has(section));
    if (missing.length) {
      throw new Error(`No feature answers the needs-action list(s): ${missing.join(', ')}.`);
    }
    this.sources = [...sources];
  }

  async list(now = new Date()): Promise<NeedsActionDto> {
    const answers = await Promise.all(
      this.sources.map(async (source) => ({ source, answer: await source.needsAction(now) })),
    );
    const sections: Partial<Record<NeedsActionSection, unknown>> = {};
    for (const section of NEEDS_ACTION_SECTIONS) {
      const owner = answers.find((entry) => entry.source.sections.includes(section));
      sections[section] = (owner?.answer as Partial<NeedsActionSections>)[section];
    }
    return {
      ...(sections as NeedsActionSections),
      notifyEmail: this.config.mail.adminNotifyEmail,
      mailKeptInOutbox: this.config.isProduction && this.mail.transport === 'outbox',
    };
  }
}
