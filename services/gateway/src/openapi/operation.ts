import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtension, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '@lora/contracts';
import { ERROR_DESCRIPTIONS, type ErrorStatus } from './error-statuses.js';

export type SessionUse = 'none' | 'optional' | 'required';

export interface OperationOptions {
  summary: string;
  description?: string;
  /** The success body: a view class, or `[Class]` for a list. */
  response: Type<unknown> | [Type<unknown>];
  /** 200 unless said otherwise (201 for creates). */
  status?: 200 | 201;
  /** Error statuses this route answers beyond the ones every route of its kind gets (see document.ts). */
  errors?: ErrorStatus[];
  /** Whether a session cookie matters; routes under /api/admin always require one. */
  session?: SessionUse;
  /** The route answers without asking any service (so never 503/504). */
  answersWithoutBus?: boolean;
}

/** Documents one API route: summary, success schema, its own error statuses and its use of the session. */
export function Operation(options: OperationOptions): MethodDecorator {
  const status = options.status ?? 200;
  return applyDecorators(
    ApiOperation({ summary: options.summary, description: options.description }),
    ApiResponse({ status, type: options.response, description: status === 201 ? 'Created' : 'OK' }),
    ...(options.errors ?? []).map((code) => ApiResponse({ status: code, type: ApiErrorDto, description: ERROR_DESCRIPTIONS[code] })),
    ...(options.session ? [ApiExtension('x-session', options.session)] : []),
    ...(options.answersWithoutBus ? [ApiExtension('x-answers-without-bus', true)] : []),
  );
}
