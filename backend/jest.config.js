/**
 * Backend test projects:
 *  - unit:     domain and application layers with in-memory adapters (src/**\/*.spec.ts)
 *  - http:     the whole app over HTTP (supertest) on the database named by TEST_DB (sqlite | mysql)
 *  - security: attacks tried against the whole app (test/security)
 */
const transform = { '^.+\\.ts$': ['@swc/jest'] };
const common = { transform, testEnvironment: 'node', moduleFileExtensions: ['ts', 'js', 'json'] };

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'http',
      testMatch: ['<rootDir>/test/http/**/*.http-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env.ts'],
    },
    {
      ...common,
      displayName: 'security',
      testMatch: ['<rootDir>/test/security/**/*.security-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env.ts'],
    },
  ],
};
