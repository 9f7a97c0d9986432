// Frontend lint, self-contained: `npx eslint -c frontend/eslint.config.mjs frontend/src`
// (from the repo root) or `npm run lint -w frontend`.
// The import boundaries of docs/architecture are rules here, so a wrong import fails fast:
//   app -> features -> shared, one way only; no feature imports another feature;
//   code outside a feature imports it only through its manifest (index.ts).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const here = path.dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Icons one by one ('@mui/icons-material/Star'): the barrel slows tests and builds.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              message: "Import icons by path: '@mui/icons-material/Star'.",
            },
            {
              name: 'react-router',
              message: "Import from 'react-router-dom' (the declared dependency).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': here,
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'entry', pattern: 'src/main.tsx', mode: 'file' },
        { type: 'app', pattern: 'src/app', mode: 'folder' },
        { type: 'feature', pattern: 'src/features/*', mode: 'folder', capture: ['featureName'] },
        { type: 'shared', pattern: 'src/shared', mode: 'folder' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
    },
    rules: {
      'boundaries/no-unknown': 'error',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} may not import this ${dependency.type}: imports go app -> features -> shared, and a feature never imports another feature',
          rules: [
            { from: 'entry', allow: ['app'] },
            { from: 'app', allow: ['app', 'feature', 'shared'] },
            {
              from: 'feature',
              allow: ['shared', ['feature', { featureName: '{{from.featureName}}' }]],
            },
            { from: 'shared', allow: ['shared'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          rules: [
            // From outside, a feature is its manifest.
            { target: 'feature', allow: ['index.ts'] },
            { target: ['app', 'shared', 'entry'], allow: ['**'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/e2e/**/*.ts', '**/*.config.{ts,mjs,cjs}', '**/jest/**/*.{ts,cjs}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
