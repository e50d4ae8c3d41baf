const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'host',
  rootDir: __dirname,
};
