import type { DiscoveryService } from '@nestjs/core';
import type { AppConfig } from '../../../config/app-config';
import type { MailService } from '../../mail/mail.service';
import {
  NEEDS_ACTION_SECTIONS,
  NeedsActionSection,
  NeedsActionSource,
} from './needs-action-source';
import { NeedsActionService } from './needs-action.service';

const config = { mail: { adminNotifyEmail: 'operator@example.org' }, isProduction: false };

const service = () =>
  new NeedsActionService(
    {} as DiscoveryService,
    config as unknown as AppConfig,
    { transport: 'smtp' } as MailService,
  );

/** A source answering each of its lists with one row naming the list and the time asked. */
const sourceOf = (...sections: NeedsActionSection[]): NeedsActionSource => ({
  sections,
  needsAction: async (now: Date) =>
    Object.fromEntries(sections.map((section) => [section, [{ section, now }]])) as never,
});

describe('the needs-action panel asks the features', () => {
  it('answers each list from its source, in the panel order, with the notification settings', async () => {
    const panel = service();
    panel.register([
      sourceOf('deletionRequests'),
      sourceOf('callsWithoutLink', 'callsToBePaid', 'paidCallsWithoutTime'),
      sourceOf('orders'),
    ]);
    const now = new Date('2026-11-29T10:00:00Z');
    const answer = await panel.list(now);
    expect(Object.keys(answer)).toEqual([
      ...NEEDS_ACTION_SECTIONS,
      'notifyEmail',
      'mailKeptInOutbox',
    ]);
    for (const section of NEEDS_ACTION_SECTIONS) {
      expect(answer[section]).toEqual([{ section, now }]);
    }
    expect(answer.notifyEmail).toBe('operator@example.org');
    expect(answer.mailKeptInOutbox).toBe(false);
  });

  it('refuses to start when a list has no source, naming it', () => {
    expect(() => service().register([sourceOf('orders', 'deletionRequests')])).toThrow(
      'No feature answers the needs-action list(s): callsWithoutLink, callsToBePaid, paidCallsWithoutTime.',
    );
  });

  it('refuses a list answered by two sources', () => {
    expect(() =>
      service().register([sourceOf(...NEEDS_ACTION_SECTIONS), sourceOf('orders')]),
    ).toThrow('The needs-action list "orders" has two sources.');
  });
});
