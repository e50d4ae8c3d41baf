const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'document-text',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
};
