import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const API = 'apps/api/src';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/api/src/db/migrations/**/*.ts'],
    // Migrations take Kysely<any> by design: they must not depend on today's table types.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  /*
   * The API's modules (docs/decisions/015): each folder under modules/ is a Fastify plugin; another module, the app
   * and the entry points reach it only through its index.ts (never its repository or service files), and
   * infrastructure (plugins, lib, db) depends on no module. No import cycles.
   */
  {
    files: [`${API}/**/*.ts`],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/api/tsconfig.json' })],
      'import/resolver': { typescript: { project: 'apps/api/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'module', pattern: `${API}/modules/*`, capture: ['module'] },
        { type: 'infrastructure', pattern: [`${API}/plugins`, `${API}/lib`, `${API}/db`] },
        // app.ts, server.ts, config.ts and the command-line tools.
        { type: 'entry', pattern: [`${API}/cli`, API] },
      ],
      // The development seed creates its examples through the modules, as real data is.
      'boundaries/files': [{ category: 'seed', pattern: '**/db/seed*.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'A module is reached only through its index.ts; infrastructure (plugins, lib, db) depends on no module.',
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            { from: { element: { types: { anyOf: ['infrastructure', 'module', 'entry'] } } }, allow: { to: { element: { type: 'infrastructure' } } } },
            { from: { element: { types: { anyOf: ['module', 'entry'] } } }, allow: { to: { element: { type: 'module', fileInternalPath: 'index.ts' } } } },
            { from: { element: { type: 'entry' } }, allow: { to: { element: { type: 'entry' } } } },
            { allow: { to: { element: { type: 'entry', fileInternalPath: 'config.ts' } } } },
            { from: { file: { categories: 'seed' } }, allow: { to: { element: { type: 'module', fileInternalPath: 'index.ts' } } } },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  /*
   * The web app's layers (docs/decisions/014): shared code (components, lib) -> features -> app.
   * A feature is one folder under features/; others reach it only through its index.ts (the site
   * also has server.ts, the prerender's entry). Tests and test support may use anything.
   */
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      // The TypeScript parser for the files import-x reads to follow imports (no-cycle), and `@/` resolved by tsconfig.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: `${WEB}/app` },
        { type: 'feature', pattern: `${WEB}/features/*`, capture: ['feature'] },
        { type: 'shared', pattern: [`${WEB}/components`, `${WEB}/lib`] },
        { type: 'test-support', pattern: `${WEB}/test` },
        { type: 'entry', pattern: WEB },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'Imports go shared (components, lib) -> features -> app; another feature only through its index.ts.',
          policies: [
            // Packages (react, @ctp/domain, ...) are not what these rules are about.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            // Within one element anything goes.
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
            { from: { element: { types: { anyOf: ['app', 'entry'] } } }, allow: { to: { element: { types: { anyOf: ['app', 'shared'] } } } } },
            { from: { element: { types: { anyOf: ['app', 'entry'] } } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
            { from: { element: { type: 'entry' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'server.ts' } } } },
            // Test support and tests may reach into anything, as long as it is not another feature's internals.
            { from: { element: { type: 'test-support' } }, allow: { to: { element: { types: { anyOf: ['shared', 'app', 'test-support'] } } } } },
            { from: { element: { type: 'test-support' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test-support' } } } },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
