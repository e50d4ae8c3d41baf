// The project's own lint rules, each shown to fire on what it forbids and to pass what it
// allows: the feature-entities rule on its own, and the one-client rule through the project's
// config (`npm test` runs this with node's test runner, as the tools project's `test` target).
import { ESLint, Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { featureEntities } from './feature-entities.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = resolve(import.meta.dirname, '../..');
const moduleFile = (path) => resolve(root, 'services/api/src/modules', path);

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'feature-entities',
  featureEntities,
  {
    valid: [
      {
        name: "a feature's own entity, from a folder inside the feature",
        filename: moduleFile('payments/fulfilment/order-fulfilment.service.ts'),
        code: "import { ServiceOrder } from '../entities/service-order.entity'; ServiceOrder;",
      },
      {
        name: "a feature's own entity",
        filename: moduleFile('bookings/bookings.service.ts'),
        code: "import { Booking } from './entities/booking.entity'; new Booking();",
      },
      {
        name: 'another feature through its service',
        filename: moduleFile('case-file/case-file.service.ts'),
        code: "import { BookingsService } from '../bookings/bookings.service'; BookingsService;",
      },
      {
        name: 'an entity naming another entity of its feature (a relation inside the feature)',
        filename: moduleFile('analysis/entities/analysis-result.entity.ts'),
        code: "import { AnalysisDocument } from './analysis-document.entity'; () => AnalysisDocument;",
      },
      {
        name: 'the signed-in principal named as a type',
        filename: moduleFile('bookings/bookings.controller.ts'),
        code: "import { User } from '../users/entities/user.entity'; let who: User;",
      },
      {
        name: "a feature's own entity outside an entities/ folder",
        filename: moduleFile('queue/in-process-queue.ts'),
        code: "import { QueueJob } from './queue-job.entity'; QueueJob;",
      },
      {
        name: 'another feature’s file that is not an entity',
        filename: moduleFile('bookings/bookings.service.ts'),
        code: "import { RateLimiter } from '../auth/rate-limit/rate-limiter'; RateLimiter;",
      },
    ],
    invalid: [
      {
        name: "another feature's entity",
        filename: moduleFile('case-file/case-file.service.ts'),
        code: "import { Booking } from '../bookings/entities/booking.entity'; Booking;",
        errors: [{ messageId: 'foreign' }],
      },
      {
        name: 'the principal read through (a value use)',
        filename: moduleFile('payments/payments.service.ts'),
        code: "import { User } from '../users/entities/user.entity'; manager.findOneBy(User, {});",
        errors: [{ messageId: 'foreign' }],
      },
      {
        name: "another feature's entity outside its entities/ folder",
        filename: moduleFile('admin/queues/queues.controller.ts'),
        code: "import { QueueJob } from '../../queue/queue-job.entity'; QueueJob;",
        errors: [
          {
            messageId: 'foreign',
            data: { from: 'admin', to: 'queue', entity: 'queue-job.entity' },
          },
        ],
      },
      {
        name: 'an entity in a sub-folder of another feature',
        filename: moduleFile('bookings/bookings.service.ts'),
        code: "import { RateLimitBucket } from '../auth/rate-limit/rate-limit-bucket.entity'; RateLimitBucket;",
        errors: [
          {
            messageId: 'foreign',
            data: { from: 'bookings', to: 'auth', entity: 'rate-limit/rate-limit-bucket.entity' },
          },
        ],
      },
      {
        name: 'another feature’s entity named with its extension, loaded on demand',
        filename: moduleFile('case-file/case-file.service.ts'),
        code: "void import('../bookings/entities/booking.entity.js');",
        errors: [{ messageId: 'foreign' }],
      },
      {
        name: "an entity with a relation to another feature's entity",
        filename: moduleFile('bookings/entities/booking.entity.ts'),
        code: "import { Service } from '../../catalogue/entities/service.entity'; () => Service;",
        errors: [{ messageId: 'foreign' }],
      },
      {
        name: 'an entity with a relation to the principal (a value use, even in an entity)',
        filename: moduleFile('payments/entities/service-order.entity.ts'),
        code: "import { User } from '../../users/entities/user.entity'; ManyToOne(() => User);",
        errors: [{ messageId: 'foreign' }],
      },
      {
        name: 're-exporting another feature’s entity',
        filename: moduleFile('admin/index.ts'),
        code: "export { Booking } from '../bookings/entities/booking.entity';",
        errors: [{ messageId: 'foreign' }],
      },
    ],
  },
);

describe('feature-entities takes no exceptions', () => {
  it('refuses a list of allowed imports in its config', () => {
    const config = (options) => ({
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { redress: { rules: { 'feature-entities': featureEntities } } },
      rules: { 'redress/feature-entities': ['error', ...options] },
    });
    const linter = new Linter();
    const file = moduleFile('case-file/case-file.service.ts');
    assert.deepEqual(linter.verify('export {};', config([]), file), []);
    assert.throws(
      () => linter.verify('export {};', config([{ allow: ['case-file -> bookings'] }]), file),
      /should NOT have more than 0 items/,
    );
  });
});

describe('one way to the API', () => {
  const eslint = new ESLint({ cwd: root });
  const problems = async (code, file) =>
    (await eslint.lintText(code, { filePath: resolve(root, file) }))[0].messages
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);

  it('refuses a fetch of /api/ in a page, in any of its forms', async () => {
    const file = 'frontends/student/src/features/home/pages/Probe.tsx';
    for (const code of [
      "export const a = fetch('/api/services');",
      'export const b = fetch(`/api/cases/${1}`);',
      "export const c = window.fetch('/api/me');",
      "export const d = new Request('/api/me');",
      "export const e = navigator.sendBeacon('/api/analytics', '');",
      "import createClient from 'openapi-fetch';\nexport const f = createClient;",
    ]) {
      assert.equal((await problems(code, file)).length, 1, code);
    }
  });

  it('allows other addresses, and the client library itself', async () => {
    assert.deepEqual(
      await problems(
        "export const a = fetch('/remotes.json');",
        'frontends/host/src/remotes/Probe.ts',
      ),
      [],
    );
    assert.deepEqual(
      await problems(
        "import createClient from 'openapi-fetch';\nexport const f = createClient;",
        'libs/shared/api-client/src/probe.ts',
      ),
      [],
    );
  });
});
