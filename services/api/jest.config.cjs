module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  roots: ['<rootDir>/src'],
};
