// Lint for the backend and the scripts. The web client has its own config with its
// feature-boundary rules (frontend/eslint.config.mjs); `npm run lint` runs both.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'docs/**',
      'test-results/**',
      'playwright-report/**',
      'frontend/**',
    ],
  },
  {
    files: ['backend/**/*.ts'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['Length', 'MaxLength'],
              message:
                'Count text as the database does: MaxChars / CharsBetween from shared/http/text-bounds (a character with a variation selector is two to MySQL, one to class-validator).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'A focused test (.only) hides the rest of the suite.',
        },
      ],
    },
  },
  {
    files: ['backend/src/**/domain/**/*.ts', 'backend/src/**/application/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'typeorm',
                '@nestjs/typeorm',
                'express',
                'class-validator',
                '@nestjs/swagger',
              ],
              message:
                'Domain and use cases stay free of HTTP and ORM code (see docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.mjs', '*.cjs', 'backend/*.js'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
