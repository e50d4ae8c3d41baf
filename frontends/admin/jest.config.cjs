const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'admin',
  rootDir: __dirname,
};
