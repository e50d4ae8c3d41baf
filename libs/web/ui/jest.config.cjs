const preset = require('../../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'web-ui',
  rootDir: __dirname,
};
