const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'analysis-engine',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/training'],
};
