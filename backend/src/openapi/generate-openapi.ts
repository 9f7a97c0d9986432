/**
 * `npm run openapi`: writes docs/openapi.json from the running app's routes
 * and DTOs. A test fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from './openapi';

export const OPENAPI_FILE = resolve(__dirname, '../../../docs/openapi.json');

export function serializeOpenApi(document: object): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function main() {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'sqlite::memory:',
    SESSION_SECRET: 'openapi-generator-only-not-a-real-secret',
    FRONTEND_DIST: 'none',
    LOG_LEVEL: 'silent',
  });
  const app = await createApp(config, { openApi: false });
  writeFileSync(OPENAPI_FILE, serializeOpenApi(buildOpenApiDocument(app)));
  await app.close();
  console.log(`Wrote ${OPENAPI_FILE}`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
