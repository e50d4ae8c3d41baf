const preset = require('../../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api-client',
  rootDir: __dirname,
};
