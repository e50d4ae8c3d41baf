// One flat config for the whole workspace. The module-boundary rule is what keeps the
// architecture honest: tags on every project.json decide which arrows may exist.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureEntities } from './tools/eslint/feature-entities.mjs';

const serverOnlyPackages = [
  '@nestjs/*',
  'typeorm',
  'bullmq',
  'ioredis',
  'mysql2',
  'better-sqlite3',
  'fastify',
  '@fastify/*',
  'nodemailer',
  'pdf-parse',
  'mammoth',
  'stripe',
];

const routerImport = {
  name: 'react-router',
  message:
    "Import the router from '@redress/web-ui' (libs/web/ui/src/router.ts): react-router is not a shared module of the federation.",
};

/**
 * The imports a file of a feature may not make: a path into another feature's folder. `up` is
 * the way from the file to the features folder ('../' from a feature's top level, '../../' from
 * its folders); the feature's own files and anything outside the features folder stay allowed.
 */
function featureImports(up) {
  const escaped = up.replaceAll('.', '\\.');
  return {
    paths: [routerImport],
    patterns: [
      {
        regex: `^${escaped}(?!\\.\\.?/)[^/]+/.`,
        message:
          "Import another feature through its index (e.g. '../../booking'), not its files: export what the others need from its index.ts.",
      },
    ],
  };
}

/**
 * An API path written by hand: a string starting /api/ and going on after it ('/api/' alone is a
 * prefix, e.g. in robots.txt, not an address), or a template with a part starting /api/ (also
 * after an origin: `${origin}/api/me`). esquery regexes cannot escape a slash: \x2F is one.
 */
const apiPath =
  ':matches(Literal[value=/^\\x2Fapi\\x2F./], TemplateLiteral:has(> TemplateElement[value.raw=/^\\x2Fapi\\x2F/]))';

/** The browser's own ways to send a request: none of them may be handed an API path. */
const apiCalls =
  ":matches(CallExpression[callee.name='fetch'], CallExpression[callee.property.name=/^(fetch|sendBeacon)$/], NewExpression[callee.name=/^(Request|EventSource)$/])";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'tmp/**',
      'data/**',
      'coverage/**',
      '.nx/**',
      'libs/shared/api-client/src/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib'] },
            // Shared code knows no app; each app and tool reaches only its own scope and shared.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            { sourceTag: 'scope:host', onlyDependOnLibsWithTags: ['scope:host', 'scope:shared'] },
            {
              sourceTag: 'scope:student',
              onlyDependOnLibsWithTags: ['scope:student', 'scope:shared'],
            },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:e2e', 'scope:shared'] },
            {
              sourceTag: 'platform:web',
              onlyDependOnLibsWithTags: ['platform:web', 'platform:any'],
              bannedExternalImports: serverOnlyPackages,
            },
            {
              sourceTag: 'platform:node',
              onlyDependOnLibsWithTags: ['platform:node', 'platform:any'],
            },
            {
              sourceTag: 'platform:any',
              onlyDependOnLibsWithTags: ['platform:any'],
              bannedExternalImports: [...serverOnlyPackages, 'react', 'react-dom', 'antd'],
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'frontends/**/*.{ts,tsx}',
      'libs/web/**/*.{ts,tsx}',
      'libs/shared/api-client/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // One router instance for the host and every remote: it is shared through web-ui.
    files: ['frontends/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', 'libs/web/ui/src/router.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerImport] }] },
  },
  {
    // A feature of either remote offers the others its index (features/<name>/index.ts): another
    // feature imports '../../booking', never '../../booking/hooks/useNow'. Two depths of files:
    // a feature's folders (pages/, components/, ...) and the feature's own top level.
    files: ['frontends/{student,admin}/src/features/*/*/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', featureImports('../../')] },
  },
  {
    files: ['frontends/{student,admin}/src/features/*/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', featureImports('../')] },
  },
  {
    // One way to the API: the client generated from the OpenAPI document, so a changed route
    // breaks the build, not the page. Refused elsewhere: an API path (apiPath) handed to fetch,
    // Request, sendBeacon or EventSource; any other API path (a hand-built address, wherever it
    // ends up) unless the generated `paths` check it: an argument of apiClient's methods or of
    // apiUrl, a type, or a value that `satisfies` a type naming `paths`; and openapi-fetch itself.
    files: ['frontends/**/*.{ts,tsx,mjs}', 'libs/**/*.{ts,tsx}'],
    ignores: ['libs/shared/api-client/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `${apiCalls}:has(> ${apiPath})`,
          message:
            "Call the API through apiClient from '@redress/api-client' (generated from the OpenAPI document), not fetch; an address for EventSource comes from apiUrl.",
        },
        {
          selector: [
            apiPath,
            ":not(CallExpression[callee.object.name='apiClient'] > *)",
            ":not(CallExpression[callee.name='apiUrl'] > *)",
            ':not(TSLiteralType > *)',
            ":not(TSSatisfiesExpression:has(TSTypeReference[typeName.name='paths']) *)",
            // A fetch and its kind are reported by the selector above.
            `:not(${apiCalls} > *)`,
          ].join(''),
          message:
            "Build an API address with apiUrl from '@redress/api-client' (typed by the OpenAPI document), or call the route through apiClient.",
        },
        {
          selector: "ImportDeclaration[source.value='openapi-fetch']",
          message: "Use apiClient from '@redress/api-client': the one client of the API.",
        },
      ],
    },
  },
  {
    files: ['tools/**/*', 'e2e/**/*', '**/*.spec.ts', '**/*.integration-spec.ts', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Pure libraries take no Node built-ins outside their tests: the domain's rules and the help
    // content run in the browser too, and the engine reads only what it is handed.
    files: [
      'libs/analysis-engine/src/**/*.ts',
      'libs/shared/domain/src/**/*.ts',
      'libs/help-content/src/**/*.ts',
    ],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process'],
              message: 'Pure libraries cannot use Node built-ins.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature owns its tables (tools/eslint/feature-entities.mjs); the rule takes no exceptions.
    files: ['services/api/src/modules/**/*.ts'],
    plugins: { redress: { rules: { 'feature-entities': featureEntities } } },
    rules: {
      'redress/feature-entities': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
