import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface RpcMetrics {
  registry: Registry;
  /** Starts timing one handled message; call the result when it is done. */
  start(pattern: string): () => void;
}

export function createMetrics(service: string): RpcMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const handled = new Counter({
    name: 'rpc_messages_handled_total',
    help: 'NATS request messages handled, by pattern',
    labelNames: ['pattern'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'rpc_message_duration_seconds',
    help: 'Time to handle one NATS request message',
    labelNames: ['pattern'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    start(pattern) {
      const end = duration.startTimer({ pattern });
      return () => {
        end();
        handled.inc({ pattern });
      };
    },
  };
}
