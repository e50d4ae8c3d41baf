const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'policy-fetch',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
};
