import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { NextFunction, Request, Response } from 'express';

export function createHttpMetrics() {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests served by the gateway',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const end = duration.startTimer();
    res.on('finish', () => {
      // Label by route template, never by raw path, so ids do not explode the series count.
      const route = (req.route as { path: string } | undefined)?.path ?? (req.path.startsWith('/api/') ? 'unmatched' : 'static');
      end({ method: req.method, route: `${req.baseUrl ?? ''}${route}`, status: String(res.statusCode) });
    });
    next();
  };
  return { registry, middleware };
}
