import type { INestApplication } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ApiErrorDto, documentedProperties } from '@lora/contracts';
import { SESSION_COOKIE } from '../http/session-cookie.js';
import { ERROR_DESCRIPTIONS, type ErrorStatus } from './error-statuses.js';
import type { SessionUse } from './operation.js';

const SECURITY_SCHEME = 'session';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type OperationObject = Record<string, unknown> & { responses: Record<string, unknown>; parameters?: Array<{ in: string; name: string }> };

/**
 * The OpenAPI document of the gateway. Nest generates it from the controllers; then every
 * operation gets the errors its kind of route can answer, so a route added later is documented
 * as completely as the first ones without anyone remembering to:
 * - every route that asks a service: 503 and 504;
 * - a path with `{id}`: 400 (not a positive whole number) and 404;
 * - a state-changing method: 400 (malformed body), 403 (cross-origin) and 413 (too large);
 * - anything under /api/admin: the session cookie, 401 and 403.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  // The contract DTOs' properties, recorded where they are declared, become swagger metadata here.
  for (const { target, key, options, required } of documentedProperties()) (required ? ApiProperty : ApiPropertyOptional)(options)(target, key);
  const config = new DocumentBuilder()
    .setTitle('LoRaWAN sensor site API')
    .setDescription('Public catalogue, enquiries and the admin back office (SPEC §7). Every error answers the ApiErrorDto body.')
    .setVersion('1.0')
    .setLicense('Proprietary', 'https://example.invalid/license')
    .addServer('/', 'This gateway')
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', description: 'The httpOnly session cookie set by POST /api/auth/login' },
      SECURITY_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ApiErrorDto] });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, OperationObject | undefined>)[method];
      if (operation) completeOperation(path, method, operation);
    }
  }
  return document;
}

function completeOperation(path: string, method: (typeof METHODS)[number], operation: OperationObject): void {
  const admin = path === '/api/admin' || path.startsWith('/api/admin/');
  const session = (operation['x-session'] as SessionUse | undefined) ?? (admin ? 'required' : 'none');
  const usesBus = operation['x-answers-without-bus'] !== true;
  delete operation['x-session'];
  delete operation['x-answers-without-bus'];

  const errors = new Set<ErrorStatus>();
  if (usesBus) [503, 504].forEach((s) => errors.add(s as ErrorStatus));
  if (path.includes('{id}')) [400, 404].forEach((s) => errors.add(s as ErrorStatus));
  if (method !== 'get') [400, 403, 413].forEach((s) => errors.add(s as ErrorStatus));
  if (admin) [401, 403].forEach((s) => errors.add(s as ErrorStatus));
  for (const status of errors) {
    operation.responses[String(status)] ??= {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${ApiErrorDto.name}` } } },
    };
  }
  operation.responses = Object.fromEntries(Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)));
  operation.security = session === 'required' ? [{ [SECURITY_SCHEME]: [] }] : session === 'optional' ? [{}, { [SECURITY_SCHEME]: [] }] : [];
}
