import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The server's boundaries (README, "How the code is laid out"): a module is reached only through its
// face (`modules/<area>/index.ts`); platform code serves modules and never imports one; only
// repositories (and the database's own folder: migrations, seed, connection) speak SQL.
const SEED = {
  group: ['**/db/seed/*'],
  message: 'Services read seeded rows through a repository, by the contract’s names.',
};
const DEEP_INTO_AREA = {
  regex: String.raw`^\.\./(?!\.\./)[^/]+/(?!index\.ts$)`,
  message: 'Another area is reached through its face: import from ../<area>/index.ts.',
};
const INTO_MODULES = {
  group: ['**/modules/**'],
  message: 'Platform code serves the modules; it never imports one.',
};
const SQL_IMPORT = {
  group: ['kysely'],
  allowTypeImports: true,
  message: 'Only repositories (and migrations) speak SQL: move the query into a *.repository.ts.',
};
const FASTIFY_IN_SERVICE = {
  group: ['fastify'],
  message: 'Services take plain values (the actor, the caller’s grants); only routes meet Fastify’s request.',
};
const QUERY_CALLS = {
  selector:
    'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
  message: 'Only repositories (and migrations) speak SQL: move the query into a *.repository.ts.',
};

function serverBoundaries() {
  const code = (dir) => [`apps/server/src/${dir}/**/*.ts`];
  const notTests = ['**/*.test.ts'];
  const repositories = ['**/*.repository.ts'];
  const migrations = ['**/migrations/*.ts'];
  const imports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  const noQueries = { 'no-restricted-syntax': ['error', QUERY_CALLS] };
  return [
    {
      files: code('modules/*'),
      ignores: [...notTests, ...repositories, ...migrations],
      rules: { ...imports(SEED, DEEP_INTO_AREA, SQL_IMPORT, FASTIFY_IN_SERVICE), ...noQueries },
    },
    {
      // Routes (and the live channel's socket route) are where Fastify's request is met.
      files: code('modules/*').map((f) => f.replace('**/*.ts', '**/*.routes.ts')),
      ignores: notTests,
      rules: imports(SEED, DEEP_INTO_AREA, SQL_IMPORT),
    },
    {
      files: code('modules/*').map((f) => f.replace('**/*.ts', '**/*.repository.ts')),
      ignores: notTests,
      rules: imports(SEED, DEEP_INTO_AREA),
    },
    {
      // An area's migrations build its tables, as db/migrations builds the shared ones.
      files: code('modules/*').map((f) => f.replace('**/*.ts', 'migrations/*.ts')),
      ignores: notTests,
      rules: imports(SEED, DEEP_INTO_AREA),
    },
    {
      files: code('platform'),
      ignores: [...notTests, ...repositories],
      rules: { ...imports(SEED, INTO_MODULES, SQL_IMPORT), ...noQueries },
    },
    {
      files: code('platform').map((f) => f.replace('**/*.ts', '**/*.repository.ts')),
      ignores: notTests,
      rules: imports(SEED, INTO_MODULES),
    },
  ];
}

// The console's boundaries, as the server's: a feature reaches another only through its face
// (`features/<area>/index.ts`: its routes and menu glyph), and only the app walks the list of
// areas (`features/index.ts`); the shell, `lib/` and `ui/` serve the features and never import one.
// Imports are relative, so the pattern of a deep import depends on how deep the importing file is.
const MAX_FEATURE_DEPTH = 4;
const deepIntoFeature = (depth) => {
  const up = String.raw`(\.\./)`.repeat(depth + 1);
  return [
    {
      regex: String.raw`^${up}(?!\.\./)[^/]+/(?!index\.ts$)`,
      message: 'Another feature is reached through its face: import from features/<area>/index.ts.',
    },
    {
      regex: String.raw`^${up}index\.ts$`,
      message: 'The list of areas is the app’s (routes, menu glyphs); a feature imports a face.',
    },
  ];
};
const STATIC_IN_FACE = {
  regex: String.raw`^\./`,
  allowTypeImports: true,
  message: 'A face loads its pages with import() inside `lazy`, so its area stays a chunk of its own.',
};
const INTO_FEATURES = {
  group: ['**/features/**'],
  message: 'The shell, lib/ and ui/ serve the features; they never import one (move what is shared down).',
};
const APP_DEEP_INTO_FEATURE = {
  regex: String.raw`^(\.{1,2}/)+features/[^/]+/(?!index\.ts$)`,
  message: 'The app reaches a feature through its face: import from features/<area>/index.ts.',
};

function webBoundaries() {
  const src = 'apps/web/src';
  const imports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  // A file `depth` folders below its feature's own: features/<area>/<depth folders>/file.
  const features = Array.from({ length: MAX_FEATURE_DEPTH }, (_, depth) => ({
    files: [`${src}/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: imports(...deepIntoFeature(depth)),
  }));
  return [
    ...features,
    {
      // The sign-in area's face carries the sign-in page into the first chunk (app/routes.tsx).
      files: [`${src}/features/*/index.ts`],
      ignores: [`${src}/features/auth/index.ts`],
      rules: imports(...deepIntoFeature(0), STATIC_IN_FACE),
    },
    {
      files: ['lib', 'ui', 'shell'].map((dir) => `${src}/${dir}/**/*.{ts,tsx}`),
      rules: imports(INTO_FEATURES),
    },
    { files: [`${src}/app/**/*.{ts,tsx}`, `${src}/*.{ts,tsx}`], rules: imports(APP_DEEP_INTO_FEATURE) },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Taking fields off an object with a rest (`const { cursor: _page, ...view } = query`) is fine.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // A lost rejection in the server is an unhandled one: `void promise` does not count as handled
    // there, so a promise is awaited, returned or given a catch.
    files: ['apps/server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }] },
  },
  {
    // Kysely's table types are interfaces, as in Kysely's own examples (declaration merging: an
    // area's tables.ts adds its tables to db/database.ts's Database).
    files: [
      'apps/server/src/db/database.ts',
      'apps/server/src/db/*-tables.ts',
      'apps/server/src/modules/*/tables.ts',
      'apps/server/src/modules/*/*-tables.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // The console's keys are one interface each area's English merges into (declaration merging).
    files: ['apps/web/src/lib/i18n/english.ts', 'apps/web/src/features/*/texts/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  ...serverBoundaries(),
  ...webBoundaries(),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'apps/web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // Playwright specs are not React: a fixture named use…() is not a hook.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
