/** Component and unit tests: Jest + jsdom, TypeScript/JSX compiled by SWC. */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: '<rootDir>/jest/jsdom-with-fetch.cjs',
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // The only module that reads import.meta.env; Jest gets a plain object instead.
    '^(.*)/config/env$': '<rootDir>/src/shared/config/env.jest.ts',
    // As in the build (vite.config.ts): Emotion inserts element styles while rendering.
    '^@emotion/use-insertion-effect-with-fallbacks$':
      '<rootDir>/src/shared/theme/emotion-insertion.ts',
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|jpeg|gif|webp|mp3)$': '<rootDir>/jest/file-stub.cjs',
  },
  clearMocks: true,
  restoreMocks: true,
  maxWorkers: 2,
  testTimeout: 15000,
};
