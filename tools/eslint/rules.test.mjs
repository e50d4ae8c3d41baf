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
      "export const g = new EventSource('/api/analysis/documents/1/events');",
      'export const h = new EventSource(`/api/analysis/documents/${1}/events`);',
      'export const i = fetch(`${location.origin}/api/me`);',
    ]) {
      assert.equal((await problems(code, file)).length, 1, code);
    }
  });

  it('refuses an API address built by hand, wherever it is used', async () => {
    const file = 'frontends/student/src/features/home/api/probe.ts';
    for (const code of [
      "const url = '/api/me';\nexport const a = fetch(url);",
      'export const b = (id: number) => `/api/analysis/documents/${id}/deadlines.ics`;',
      'export const c = (origin: string) => `${origin}/api/auth/google`;',
      "export const d = window.open('/api/auth/google');",
      "export const e = { users: '/api/admin/users' } satisfies Record<string, string>;",
    ]) {
      assert.equal((await problems(code, file)).length, 1, code);
    }
  });

  it('allows API paths the generated paths check', async () => {
    const file = 'frontends/student/src/features/home/api/probe.ts';
    for (const code of [
      "export const a = apiClient.GET('/api/auth/me');",
      "export const b = apiClient.POST('/api/cases/{id}', { params: { path: { id: '1' } } });",
      "export const c = apiUrl('/api/analysis/documents/{id}/events', { path: { id: 1 } });",
      "export const d = '/api/admin/orders/{id}' satisfies keyof paths;",
      "export const e = { users: '/api/admin/users' } as const satisfies Record<N, keyof paths>;",
      "export const f = route as '/api/admin/users';",
      "export const g = ['/api/', '/admin'];",
    ]) {
      assert.deepEqual(await problems(code, file), [], code);
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

describe('a feature through its index', () => {
  const eslint = new ESLint({ cwd: root });
  const problems = async (code, file) =>
    (await eslint.lintText(code, { filePath: resolve(root, file) }))[0].messages
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message);

  it("refuses another feature's files, in either remote and from either depth", async () => {
    for (const [file, code] of [
      [
        'frontends/student/src/features/home/pages/Probe.tsx',
        "import { FaqList } from '../../help/components/FaqList';\nFaqList;",
      ],
      [
        'frontends/admin/src/features/bookings/components/Probe.tsx',
        "import { useListing } from '../../dashboard/hooks/useAdminQueries';\nuseListing;",
      ],
      [
        'frontends/admin/src/features/shell/Probe.tsx',
        "import { AdminSubpage } from '../shared/AdminSubpage';\nAdminSubpage;",
      ],
    ]) {
      assert.equal((await problems(code, file)).length, 1, `${file}: ${code}`);
    }
  });

  it("allows another feature's index, the feature's own files and the app", async () => {
    for (const [file, code] of [
      [
        'frontends/student/src/features/home/pages/Probe.tsx',
        "import { FaqList } from '../../help';\nFaqList;",
      ],
      [
        'frontends/student/src/features/home/pages/Probe.tsx',
        "import { X } from '../components/X';\nX;",
      ],
      [
        'frontends/admin/src/features/auth/pages/Probe.tsx',
        "import { adminTheme } from '../../../app/adminTheme';\nadminTheme;",
      ],
      [
        'frontends/admin/src/features/shared/Probe.tsx',
        "import { adminTheme } from '../../app/adminTheme';\nadminTheme;",
      ],
      [
        'frontends/admin/src/features/shared/Probe.tsx',
        "import { fetchCounts } from './api/adminApi';\nfetchCounts;",
      ],
    ]) {
      assert.deepEqual(await problems(code, file), [], `${file}: ${code}`);
    }
  });
});
