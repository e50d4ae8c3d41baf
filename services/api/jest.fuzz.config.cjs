// The hostile-input suite (npm run test:fuzz): requests generated from the OpenAPI document
// against the real application in-process, on SQLite and, when TEST_MYSQL_URL is set, MariaDB.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api:fuzz',
  roots: ['<rootDir>/fuzz'],
  testMatch: ['**/*.fuzz-spec.ts'],
  testTimeout: 600000,
  maxWorkers: 1,
};
