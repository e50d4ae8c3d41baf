const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'sql-guard',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
};
