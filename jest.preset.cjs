// Shared Jest settings. Nest 12 and a few of its dependencies ship ESM only, which Jest's
// CommonJS runtime cannot load untransformed: @swc/jest compiles them (and our TypeScript,
// with legacy decorators and decorator metadata) to CommonJS.
const path = require('node:path');

const root = __dirname;
const alias = (p) => path.join(root, p);

module.exports = {
  testEnvironment: 'node',
  transform: {
    // Help articles are bundled as text (rspack `asset/source`); tests import them the same way.
    '^.+\\.md$': alias('libs/help-content/jest/markdown-transform.cjs'),
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            react: { runtime: 'automatic' },
          },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // linkedom's selector engine (css-select and the dom* packages it uses) ships ESM only too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|load-esm|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|content-disposition|cookie|css-select|css-what|nth-check|boolbase|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '\\.css$': alias('tools/jest/style-stub.cjs'),
    '^@redress/domain$': alias('libs/shared/domain/src/index.ts'),
    '^@redress/domain/testing$': alias('libs/shared/domain/src/testing.ts'),
    '^@redress/api-client$': alias('libs/shared/api-client/src/index.ts'),
    '^@redress/web-ui$': alias('libs/web/ui/src/index.ts'),
    '^@redress/analysis-engine$': alias('libs/analysis-engine/src/index.ts'),
    '^@redress/document-text/testing$': alias('libs/document-text/src/testing.ts'),
    '^@redress/document-text$': alias('libs/document-text/src/index.ts'),
    '^@redress/analysis-llm$': alias('libs/analysis-llm/src/index.ts'),
    '^@redress/policy-fetch$': alias('libs/policy-fetch/src/index.ts'),
    '^@redress/sql-guard$': alias('libs/sql-guard/src/index.ts'),
    '^@redress/help-content$': alias('libs/help-content/src/index.ts'),
    '^@redress/help-content/articles$': alias('libs/help-content/src/articles.ts'),
    '^@redress/help-content/home$': alias('libs/help-content/src/home.ts'),
    '^@redress/help-content/legal$': alias('libs/help-content/src/legal.ts'),
  },
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
};
