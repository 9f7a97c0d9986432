import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponseDto } from '../shared/http/error-response.dto';

/** The OpenAPI document of the running app (served at /api/docs-json). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Lodestar API')
    .setDescription(
      'Personal goal setting, tracking and reflection. JSON under /api; the session is a cookie ' +
        'set by /api/login or /api/register. Errors share one body: {statusCode, message, error}. ' +
        'Unsafe methods from another site are refused (403).',
    )
    .setVersion('1.0')
    .addCookieAuth('lodestar.sid', { type: 'apiKey', in: 'cookie', name: 'lodestar.sid' })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorResponseDto],
    operationIdFactory: (_controller, method) => method,
  });
  return sortKeys(document) as OpenAPIObject;
}

export function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Lodestar API',
  });
}

/** Stable key order, so the committed docs/openapi.json diffs cleanly. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
