import { ArgumentsHost, Catch, HttpException, HttpStatus, type ExceptionFilter } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { ServiceCallError } from '@lora/contracts';
import type { GatewayRequest } from './request.js';

/** One JSON error shape for the whole API: `{ statusCode, error, message, requestId }`. */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<GatewayRequest>();
    const { status, body } = this.describe(exception, req);
    if (status >= 500) this.logger.error({ err: exception, requestId: req.id, status }, 'Request failed');
    if (res.headersSent) return;
    if (status === 429 && typeof body.retryAfterSeconds === 'number') res.setHeader('Retry-After', String(body.retryAfterSeconds));
    res.status(status).json({ ...body, requestId: req.id });
  }

  private describe(exception: unknown, req: GatewayRequest): { status: number; body: Record<string, unknown> } {
    if (exception instanceof ServiceCallError) {
      return {
        status: exception.status,
        body: { statusCode: exception.status, error: STATUS_CODES[exception.status], message: exception.messages },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const body = typeof response === 'string' ? { message: response } : (response as Record<string, unknown>);
      return { status, body: { statusCode: status, error: STATUS_CODES[status], ...body } };
    }
    // Body parser errors (malformed JSON, too large) carry their own 4xx status.
    const parserStatus = (exception as { status?: number; type?: string })?.status;
    if (parserStatus && parserStatus >= 400 && parserStatus < 500) {
      const message =
        (exception as { type?: string }).type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : (exception as Error).message;
      return { status: parserStatus, body: { statusCode: parserStatus, error: STATUS_CODES[parserStatus], message } };
    }
    void req;
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { statusCode: 500, error: STATUS_CODES[500], message: 'Internal server error' },
    };
  }
}
