import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import localRules from './eslint-rules/no-outside-citations.js';

// Read beside this file, not the working directory: tests lint snippets through the Node API from elsewhere.
const featuresDir = new URL('./apps/web/src/features', import.meta.url);
const webFeatures = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];

// The sign-in pages are an entry of their own without React Router (docs/decisions/0028-sign-in-pages-are-their-own-entry.md); what they load uses lib/page-router.
const noReactRouter = { name: 'react-router', message: 'The sign-in pages load without React Router: use @/lib/page-router.' };
const sharedWebPatterns = [{ regex: '^@/(features|app)/', message: 'Shared UI and lib never import features or app.' }];

const featureZone = (feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: feature === 'auth' ? [noReactRouter] : [],
        patterns: [
          { regex: `^@/features/(?!${feature}/)`, message: 'A feature never imports another feature; compose them in src/app.' },
          { regex: '^@/app/', message: 'Features must not import from src/app.' },
          { regex: '^\\.\\./\\.\\./\\.\\./', message: 'Use the @/ alias instead of climbing out of the feature.' },
        ],
      },
    ],
  },
});

// A module's repository may be split into a repository/ folder or *-repository.ts files beside it.
const repositoryFiles = ['apps/server/src/modules/**/repository.ts', 'apps/server/src/modules/**/repository/**/*.ts', 'apps/server/src/modules/**/*-repository.ts'];
const routeFiles = ['apps/server/src/modules/**/routes.ts', 'apps/server/src/modules/**/*-routes.ts', 'apps/server/src/modules/**/routes/**/*.ts'];
const repositoryPath = '(^|/)(repository|[^/]*-repository)(/|$)';
const onlyRepositoriesTouchDrizzle = { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories touch Drizzle.' };
// Climbing out and into another folder's repository reaches another module's; what several repositories
// need inside one transaction lives in src/db/queries instead.
// One way to guard a route: route()'s auth option, which also types the handler's user or attendee.
const authGuardsThroughRoute = {
  regex: '/plugins/(attendee-)?auth$',
  importNames: ['requireUser', 'requireAttendee'],
  message: 'Say who may call a route with the auth option of route() (http/route.ts).',
};
const noOtherModulesRepository = {
  regex: '^(\\.\\./)+([^./][^/]*/)+(repository|[^/]*-repository)(/|$)',
  message: 'Call another module\'s service, never its repository; share query pieces through src/db/queries.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-test-*/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    // Comments cite docs/rules and docs/decisions, which travel with the code.
    plugins: { local: localRules },
    rules: {
      'local/no-outside-citations': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A labelled placeholder without the progress-bar role is an accessibility fault (axe's aria-prohibited-attr).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='role'][value.value='progressbar']",
          message: 'Spread loadingProps(label) from @/components/ui/loading-props on a loading placeholder.',
        },
        {
          selector: 'JSXOpeningElement[name.name=/^(Skeleton|Loader)$/] > JSXAttribute[name.name=/^aria-(label|busy)$/]',
          message: 'Spread loadingProps(label) from @/components/ui/loading-props on a loading placeholder.',
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['packages/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|zod/mini$|\\.)', message: 'packages/shared imports only zod.' }] }],
    },
  },
  {
    // The login page or the venue loads these; full zod would bring all of its methods along (see primitives.ts).
    files: [
      'packages/shared/src/schemas/{primitives,sign-in,client-config,common-answers,new-password,venue,venue-session}.ts',
      'packages/shared/src/calls/{venue,venue-session}.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'The login page or the venue loads this file: write it with zod/mini.' }],
          patterns: [{ regex: '^(?!zod/mini$|\\.)', message: 'These files import only zod/mini.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedWebPatterns }] },
  },
  {
    files: ['apps/web/src/components/app-frame/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [noReactRouter], patterns: sharedWebPatterns }] },
  },
  {
    files: ['apps/web/src/sign-in/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [noReactRouter] }] },
  },
  {
    // The venue loads these with its first page (its 120 KiB budget): zod/mini only, and relatives among them.
    files: [
      'packages/shared/src/schemas/{venue-socket,topics,mini-ids,ids-limit,engagement,chat,wall,polls,qna,notifications,venue-notifications}.ts',
      'packages/shared/src/calls/{engagement,chat,wall,venue-polls,qna,venue-notifications}.ts',
      'packages/shared/src/rules/{live-feed,chat-links,wall-feed,polls,qna}.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod/mini$|\\.)', message: 'The venue loads this file: it imports only zod/mini.' }] }] },
  },
  ...webFeatures.map(featureZone),
  {
    // The venue is its own small bundle for attendees (its first-load budget): nothing of the console comes along.
    files: ['apps/web/src/venue/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)(/|$)', message: 'The venue never imports the console\'s features or app.' },
            { regex: '^(\\.\\./)+(features|app)(/|$)', message: 'The venue never imports the console\'s features or app.' },
            { regex: '^@mantine/', message: 'The venue has no Mantine: use the venue\'s ui/.' },
            { regex: '^react-router(-dom)?(/|$)', message: 'The venue has no React Router: use @/lib/page-router.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [...repositoryFiles, 'apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            onlyRepositoriesTouchDrizzle,
            { group: ['**/repository', '!./repository'], message: 'Call another module\'s service, never its repository.' },
            noOtherModulesRepository,
            authGuardsThroughRoute,
          ],
        },
      ],
    },
  },
  {
    files: repositoryFiles,
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noOtherModulesRepository] }] },
  },
  {
    files: routeFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            onlyRepositoriesTouchDrizzle,
            { regex: repositoryPath, message: 'Routes call their service, never a repository.' },
            authGuardsThroughRoute,
          ],
        },
      ],
    },
  },
  {
    // Query pieces shared by repositories (db/queries) sit below every module.
    files: ['apps/server/src/db/**/*.ts'],
    ignores: ['apps/server/src/db/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)modules/', message: 'The database layer imports no module.' }] }] },
  },
  {
    // support/test.ts closes the contexts a test opens, passed or failed; a spec that took Playwright's own `test` would not.
    files: ['apps/web/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Take `test` from './support/test', which closes every context a test opens." }] },
      ],
    },
  },
);
