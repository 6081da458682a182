// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'auth',
  'users',
  'categories',
  'areas',
  'suppliers',
  'shifts',
  'punches',
  'files',
  'incomes',
  'expenses',
  'recurring-expenses',
  'expense-report',
  'summary',
  'notebooks',
  'sub-categories',
  'password-manager',
  'health',
];

/**
 * A feature may use lib/, components/ and the contract, but never another feature's internals:
 * the app layer composes features. One block per feature forbids imports of every other one.
 */
const featureBoundaries = ['apps/api/src/features', 'apps/web/src/features'].flatMap((root) =>
  FEATURES.map((feature) => ({
    files: [`${root}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((other) => other !== feature).flatMap((other) => [
                `**/features/${other}/**`,
                `../${other}/**`,
                `../../${other}/**`,
                `../../../${other}/**`,
              ]),
              message:
                'Features do not import each other; move shared code to lib/ or components/.',
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      '.tmp-perf/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      'apps/api/bench/**',
      'apps/api/scripts/**',
      'apps/web/e2e/**',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      'no-console': 'off',
      // Tests read JSON bodies of responses, which are untyped by nature.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  ...featureBoundaries,
);
