const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'analysis-llm',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
};
