import { readFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../../src/openapi/openapi';
import { OPENAPI_FILE, serializeOpenApi } from '../../src/openapi/generate-openapi';
import { startTestApp, TestApp } from '../support/test-app';

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the document at /api/docs-json and the UI at /api/docs', async () => {
    const doc = (await t.agent().get('/api/docs-json').expect(200)).body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Lodestar API');
    const ui = await t.agent().get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  // js-yaml and swagger-ui-dist are held above @nestjs/swagger's pins by `overrides` in
  // package.json (advisories, docs/security.md): the YAML form and the UI's script still work.
  it('serves the same document as YAML at /api/docs-yaml and the UI script', async () => {
    const yaml = await t.agent().get('/api/docs-yaml').expect(200);
    expect(yaml.headers['content-type']).toMatch(/^text\/yaml/);
    expect(yaml.text).toMatch(/^openapi: 3\./m);
    expect(yaml.text).toMatch(/^ {2}title: Lodestar API$/m);
    const json = (await t.agent().get('/api/docs-json').expect(200)).body;
    for (const path of Object.keys(json.paths)) expect(yaml.text).toContain(`\n  ${path}:\n`);
    const script = await t.agent().get('/api/docs/swagger-ui-bundle.js').expect(200);
    expect(script.text.length).toBeGreaterThan(100_000);
  });

  it('docs/openapi.json is up to date (run `npm run openapi` after changing the API)', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(committed).toBe(serializeOpenApi(buildOpenApiDocument(t.app)));
  });

  it('gives every operation a chosen operationId, a summary, responses and documented errors', () => {
    const doc = buildOpenApiDocument(t.app) as unknown as {
      paths: Record<
        string,
        Record<
          string,
          { operationId?: string; summary?: string; responses: Record<string, unknown> }
        >
      >;
    };
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect({ where, id: op.operationId }).toEqual({
          where,
          id: expect.stringMatching(/^[a-z][A-Za-z]+$/),
        });
        expect(op.operationId).not.toMatch(/Controller/);
        expect(ids.has(op.operationId!)).toBe(false);
        ids.add(op.operationId!);
        expect({ where, summary: op.summary }).toEqual({ where, summary: expect.any(String) });
        const statuses = Object.keys(op.responses);
        expect({ where, success: statuses.some((s) => s.startsWith('2')) }).toEqual({
          where,
          success: true,
        });
        expect({ where, errors: statuses.some((s) => /^[45]/.test(s)) }).toEqual({
          where,
          errors: true,
        });
      }
    }
  });
});
