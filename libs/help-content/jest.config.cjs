const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'help-content',
  rootDir: __dirname,
};
