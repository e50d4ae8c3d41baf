// `npm run test:faults`: the product while its parts fail (worker killed, Redis down and
// restarted, MariaDB cut off, SMTP down). Needs MariaDB (TEST_MYSQL_URL), TEST_REDIS_URL and
// the redis-server program; CI sets REQUIRE_SERVICES=1, so a missing one fails the run.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api:faults',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.faults-spec.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
  globalSetup: '<rootDir>/test/global-setup.cjs',
};
