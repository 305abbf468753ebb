import { ArgumentsHost, Catch, HttpException, HttpStatus, type ExceptionFilter } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { ServiceCallError } from '@lora/contracts';
import { errorForLog } from '@lora/runtime';
import type { GatewayRequest } from './request.js';
import { formatBytes } from './body-limit.js';
import { endAfterLingering } from './server.js';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** One JSON error shape for the whole API: `{ statusCode, error, message, requestId }`. */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<GatewayRequest>();
    const { status, body } = this.describe(exception, req);
    // A service or the bus that cannot answer is an outage the services log themselves: one short line here. Anything
    // else is a fault of the gateway's, with its stack once a minute while it repeats.
    if (exception instanceof ServiceCallError && status >= 500)
      this.logger.warn({ requestId: req.id, status, service: exception.service, reason: exception.message }, 'Request failed');
    else if (status >= 500) this.logger.error({ ...errorForLog(exception), requestId: req.id, status }, 'Request failed');
    if (res.headersSent) return;
    // The wait travels in Retry-After; the body keeps the one error shape.
    const { retryAfterSeconds, ...rest } = body;
    if (status === 429 && typeof retryAfterSeconds === 'number') res.setHeader('Retry-After', String(retryAfterSeconds));
    // The rest of an oversized body, or of one refused part-way (an import, an upload), is not worth reading: the
    // connection closes once the answer is out, so the next request on it cannot be read from the middle of this body.
    if (status === 413 || !req.complete) {
      const payload = JSON.stringify({ ...rest, requestId: req.id });
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload), Connection: 'close' });
      res.write(payload);
      return endAfterLingering(req, res);
    }
    res.status(status).json({ ...rest, requestId: req.id });
  }

  private describe(exception: unknown, req: GatewayRequest): { status: number; body: Record<string, unknown> } {
    if (exception instanceof ServiceCallError) {
      return {
        status: exception.status,
        body: {
          statusCode: exception.status,
          error: STATUS_CODES[exception.status],
          message: exception.messages,
          // A stale save or delete: the record as it is stored now, for the caller to compare with what it sent.
          ...(exception.status === 412 && exception.details !== undefined ? { current: exception.details } : {}),
        },
      };
    }
    if (exception instanceof HttpException && exception.getStatus() === 413) {
      // A route that names its own limit (the upload's file size) says so; otherwise the body limit is named.
      const own = exception.message !== 'Payload Too Large' && exception.message !== 'request entity too large' ? exception.message : undefined;
      return {
        status: 413,
        body: {
          statusCode: 413,
          error: STATUS_CODES[413],
          message: own ?? `Request body is larger than the ${formatBytes(req.bodyLimitBytes ?? JSON_BODY_LIMIT_BYTES)} limit`,
        },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const body = typeof response === 'string' ? { message: response } : (response as Record<string, unknown>);
      return { status, body: { statusCode: status, error: STATUS_CODES[status], ...body } };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { statusCode: 500, error: STATUS_CODES[500], message: 'Internal server error' },
    };
  }
}
