const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'student',
  rootDir: __dirname,
};
