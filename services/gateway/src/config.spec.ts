import { describe, expect, it } from '@jest/globals';
import { gatewayConfig } from './config.js';

describe('gateway config: HTTP limits', () => {
  it('limits a request to 20 s for its headers and 60 s in all, and keeps idle connections 65 s (past a proxy\'s 60 s)', () => {
    expect(gatewayConfig.load({}).http).toEqual({ headersTimeoutMs: 20_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 65_000 });
    expect(gatewayConfig.load({ HTTP_REQUEST_TIMEOUT_MS: '30000', HTTP_HEADERS_TIMEOUT_MS: '10000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000' }).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 75_000,
    });
  });

  it('refuses a headers timeout longer than the request timeout, which Node refuses', () => {
    expect(() => gatewayConfig.load({ HTTP_HEADERS_TIMEOUT_MS: '90000' })).toThrow(
      'Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must be at most HTTP_REQUEST_TIMEOUT_MS (60000), got "90000"',
    );
  });
});
