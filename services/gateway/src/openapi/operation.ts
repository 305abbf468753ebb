import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtension, ApiExtraModels, ApiOperation, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ApiErrorDto } from '@lora/contracts';
import { ERROR_DESCRIPTIONS, type ErrorStatus } from './error-statuses.js';

/** Whether a session cookie matters (the route table's guard, see mount-routes.ts); routes under /api/admin always require one. */
export type SessionUse = 'none' | 'optional' | 'required';
type Body = Type<unknown> | [Type<unknown>];

const schemaOf = (body: Body) =>
  Array.isArray(body) ? { type: 'array' as const, items: { $ref: getSchemaPath(body[0]) } } : { $ref: getSchemaPath(body) };
const schemaName = (body: Body) => (Array.isArray(body) ? body[0] : body).name.replace(/Dto$/, '');
const modelsOf = (body: Body | { oneOf: Body[] }): Array<Type<unknown>> =>
  'oneOf' in body ? body.oneOf.flatMap(modelsOf) : [Array.isArray(body) ? body[0] : body];

export interface OperationOptions {
  summary: string;
  description?: string;
  /** The success body: a view class, `[Class]` for a list, or `{ oneOf }` when the query decides the shape. */
  response?: Body | { oneOf: Body[] };
  /** 200 unless said otherwise (201 for creates). */
  status?: 200 | 201;
  /** Error statuses this route answers beyond the ones every route of its kind gets (see document.ts). */
  errors?: ErrorStatus[];
  /** The route answers without asking any service (so never 503/504). */
  answersWithoutBus?: boolean;
  /** A success body that is not JSON (a download): its media type; `response` then describes one row. */
  produces?: 'text/csv';
  /** Success bodies that are bytes (images, documents): their media types; `response` is then unused. */
  binary?: string[];
  /** Whether a binary answer also comes in parts (206 for a Range request); true unless said otherwise. */
  ranges?: boolean;
}

/** Documents one API route: summary, success schema, its own error statuses and its use of the session. */
export function Operation(options: OperationOptions): MethodDecorator {
  const status = options.status ?? 200;
  return applyDecorators(
    ApiOperation({ summary: options.summary, description: options.description }),
    options.response ? ApiExtraModels(...modelsOf(options.response)) : applyDecorators(),
    ...(options.binary
      ? (options.ranges === false ? ([200] as const) : ([200, 206] as const)).map((code) =>
          ApiResponse({
            status: code,
            description: code === 206 ? 'Part of the file (a Range request)' : 'The file; 304 for a matching If-None-Match',
            content: Object.fromEntries(options.binary!.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
          }),
        )
      : []),
    options.binary
      ? applyDecorators()
      : options.produces
        ? ApiResponse({
            status,
            description: 'OK',
            content: {
              [options.produces]: {
                schema: {
                  type: 'string',
                  description: `One line per ${!options.response || 'oneOf' in options.response ? 'item' : schemaName(options.response)}, with a header line`,
                },
              },
            },
          })
        : options.response && 'oneOf' in options.response
          ? ApiResponse({ status, schema: { oneOf: options.response.oneOf.map(schemaOf) }, description: 'OK' })
          : ApiResponse({ status, type: options.response, description: status === 201 ? 'Created' : 'OK' }),
    ...(options.errors ?? []).map((code) => ApiResponse({ status: code, type: ApiErrorDto, description: ERROR_DESCRIPTIONS[code] })),
    ...(options.answersWithoutBus ? [ApiExtension('x-answers-without-bus', true)] : []),
  );
}
