const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'analyse',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
};
