import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/server-boundaries.js';
import webLayers from './scripts/eslint/web-layers.js';

// A web API call whose path is written by hand: a string, or a template that starts with '/'.
const webApiCall = 'CallExpression[callee.name=/^api(Request|Upload|Download)$/]';
const webApiPathSelectors = [
  `${webApiCall}[arguments.0.type="Literal"]`,
  `${webApiCall}[arguments.0.type="TemplateLiteral"][arguments.0.quasis.0.value.raw=/^\\//]`,
  `${webApiCall}[arguments.0.type="ConditionalExpression"][arguments.0.consequent.type=/Literal$/]`,
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'web/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // The typed client's generated types (npm run generate -w client), not kept in git.
      'client/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app must not import the contract's root (it pulls zod into every page);
      // forms import their schema module by path (docs/decisions/004-legal-texts-apart.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shop/contract',
              message: "Import values from '@shop/contract/<module>' (types from '@shop/contract' are fine).",
              allowTypeImports: true,
            },
            {
              name: 'react-hot-toast',
              importNames: ['default', 'toast'],
              message:
                "Use toast from '@/lib/toast': it loads react-hot-toast at the first toast, not with the page (issue 19).",
            },
          ],
        },
      ],
    },
  },
  // The web's layers and its one cache table (docs/decisions/013-web-layers-and-cache.md):
  // features use shared layers and other features' index.ts only; shared layers use no feature;
  // query keys come from lib/query-keys.ts and only lib/stale.ts says what to refresh.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'web-layers': webLayers },
    rules: {
      'web-layers/layers': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="autoFocus"]',
          message:
            'One way to focus a field as it appears: in a Modal mark it data-autofocus (a field focused as the dialog mounts keeps Radix from remembering its opener); a field that appears later takes ref={focusOnMount} (lib/focus-on-mount.ts).',
        },
        {
          selector: 'Property[key.name="queryKey"] > ArrayExpression',
          message:
            'Build query keys with queryKeys.<domain> (lib/query-keys.ts), so that lib/stale.ts can refresh them.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|resetQueries)$/]',
          message:
            "Say what changed, not which keys to refresh: useMutationThatChanges(fn, ['order']) or useMarkStale() (lib/stale.ts).",
        },
        ...webApiPathSelectors.map((selector) => ({
          selector,
          message:
            'Build API paths from the one table: apiPath(apiPaths.<area>.<name>, params) (@shop/contract/api-paths).',
        })),
      ],
    },
  },
  {
    files: ['web/src/lib/stale.ts', 'web/src/lib/query-keys.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'no-console': 'error',
      // ARCHITECTURE.md "Module boundaries": one owner per table, HTTP only in the HTTP layer.
      'boundaries/module-imports': 'error',
      'boundaries/no-http-in-domain': 'error',
      'boundaries/table-owner': 'error',
      'boundaries/no-language-in-service': 'error',
      'boundaries/no-module-cycle': 'error',
    },
  },
  {
    files: ['server/src/main.ts', 'server/src/cli/**/*.ts', 'scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
);
