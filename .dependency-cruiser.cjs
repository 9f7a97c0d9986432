/**
 * The backend's layers and module boundaries as rules (run by `npm test`):
 *  - domain/ is plain TypeScript: no framework, ORM, validator or HTTP import,
 *    and nothing from application/ or infrastructure/.
 *  - application/ (use cases) does not reach into infrastructure/ (specs may
 *    use the in-memory adapters found there).
 *  - a module never imports another module; shared/ never imports a module.
 */
const FRAMEWORKS =
  '^(node_modules/)?(@nestjs|typeorm|class-validator|class-transformer|express|express-session|passport|passport-local|bcrypt|mysql2|better-sqlite3|redis|connect-redis|helmet|pino)';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-plain',
      severity: 'error',
      comment: 'The domain layer imports nothing from Nest, TypeORM, validators or HTTP libraries.',
      from: { path: '^backend/src/(modules/[^/]+|shared)/domain/' },
      to: { path: FRAMEWORKS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-stays-inside',
      severity: 'error',
      from: { path: '^backend/src/(modules/[^/]+|shared)/domain/', pathNot: '\\.spec\\.ts$' },
      to: { path: '/(application|infrastructure|http|persistence)/' },
    },
    {
      name: 'use-cases-do-not-know-adapters',
      severity: 'error',
      comment:
        'Use cases depend on ports (domain), never on adapters; specs may use in-memory adapters.',
      from: { path: '^backend/src/modules/[^/]+/application/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^backend/src/modules/[^/]+/infrastructure/' },
    },
    {
      name: 'use-cases-have-no-http-or-orm',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/application/', pathNot: '\\.spec\\.ts$' },
      to: {
        path: '^(node_modules/)?(typeorm|express|class-validator|@nestjs/swagger|@nestjs/typeorm)',
      },
    },
    {
      name: 'modules-do-not-know-each-other',
      severity: 'error',
      comment: 'Modules talk through the database schema they own and shared/ only.',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: { path: '^backend/src/modules/', pathNot: '^backend/src/modules/$1/' },
    },
    {
      name: 'shared-does-not-know-modules',
      severity: 'error',
      from: { path: '^backend/src/shared/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
    exclude: { path: '(^|/)dist/' },
  },
};
