// Integration tests boot the real application against real services: SQLite always, MariaDB/MySQL
// and Redis when TEST_MYSQL_URL / TEST_REDIS_URL are set (CI sets both and REQUIRE_SERVICES=1).
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api:integration',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.integration-spec.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
  globalSetup: '<rootDir>/test/global-setup.cjs',
};
