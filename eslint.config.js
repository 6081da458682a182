// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const FEATURES = [
  'auth',
  'users',
  'categories',
  'areas',
  'suppliers',
  'shifts',
  'punches',
  'files',
  'finance',
  'incomes',
  'expenses',
  'expenses-recurrent',
  'expense-report',
  'summary',
  'notebooks',
  'sub-categories',
  'password-manager',
  'health',
  'backups',
  'account',
  'punch-history',
  'punch-corrections',
  'punch-exceptions',
  'periods',
  'notifications',
  'absences',
  'holidays',
  'timesheets',
  'mfa',
  'passkeys',
  'sso',
  'audit',
  'metrics',
];

const API = 'apps/api/src';
const WEB = 'apps/web/src';

/**
 * Boundaries (docs/decisions/018). A feature may use lib/, components/ and the contract, and of
 * another feature only its public file: on the API `features/<f>/<f>.queries.ts`, on the web the
 * feature's `api/` folder. Plugins may use a feature's public file too; lib/ uses neither features
 * nor plugins. The app layer (app.ts, server.ts, app/) composes everything.
 */
const boundaries = [
  ...FEATURES.map((feature) => ({
    target: `./${API}/features/${feature}`,
    from: `./${API}/features`,
    except: [
      `./${feature}`,
      ...FEATURES.filter((other) => other !== feature).map(
        (other) => `./${other}/${other}.queries.ts`,
      ),
    ],
    message: 'Another feature is used only through its <feature>.queries.ts.',
  })),
  ...FEATURES.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [
      `./${feature}`,
      ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/api`),
    ],
    message: 'Another feature is used only through its api/ files.',
  })),
  {
    target: `./${API}/plugins`,
    from: `./${API}/features`,
    except: FEATURES.map((feature) => `./${feature}/${feature}.queries.ts`),
    message: 'A plugin uses a feature only through its <feature>.queries.ts.',
  },
  {
    target: `./${API}/lib`,
    from: [`./${API}/features`, `./${API}/plugins`, `./${API}/app.ts`, `./${API}/server.ts`],
    message: 'lib/ holds helpers without domain knowledge: it imports no feature and no plugin.',
  },
  {
    target: `./${WEB}/lib`,
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: 'lib/ holds helpers without domain knowledge: it imports no feature.',
  },
  {
    target: `./${WEB}/components`,
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: 'components/ are shared pieces: they import no feature.',
  },
];

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
  // Components call the API through hooks, never through a bare fetcher (docs/decisions/084): from a
  // feature's `api/` file, code outside `api/` folders and tests imports only `use*` hooks,
  // `*Options` and `*Key(s)` of the query cache, constants and types. `api/paths` holds only paths.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/**', 'apps/web/src/test/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/*', '!**/api/paths'],
              importNamePattern: '^(?!use[A-Z]|[A-Z][A-Z0-9_]*$|.*(Options|Key|Keys)$)',
              allowTypeImports: true,
              message:
                'Outside api/ folders, use the hook (useX), its query options or key: never a bare fetcher (docs/decisions/084).',
            },
          ],
        },
      ],
    },
  },
  // The web's test files share their modules (apps/web/vitest.config.ts `isolate: false`): a
  // mocked module would leak into the files after it; replace a function with `vi.spyOn`.
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'Web test files share their modules: use vi.spyOn on the module object.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Web test files share their modules: use vi.spyOn on the module object.',
        },
      ],
    },
  },
  // The rules of hooks and of the React Compiler's model (pure renders, no state set in effects).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      'apps/api/bench/**',
      'apps/api/container-test/**',
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
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/contract/tsconfig.json',
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // An import cycle fails: shared code goes down a layer instead (docs/decisions/018).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
