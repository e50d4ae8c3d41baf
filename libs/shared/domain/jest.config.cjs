const preset = require('../../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'domain',
  rootDir: __dirname,
};
