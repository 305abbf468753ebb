import { describe, expect, it } from '@jest/globals';
import { ConfigError, serviceConfig } from './config.js';

describe('service config', () => {
  it('fills every default', () => {
    expect(serviceConfig.load({})).toEqual({
      nodeEnv: 'development',
      natsUrl: 'nats://127.0.0.1:4222',
      subjectPrefix: '',
      logLevel: 'info',
      requestTimeoutMs: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/lorawan_site',
      dbPoolSize: 10,
      internalPort: undefined,
      internalHost: '0.0.0.0',
    });
  });

  it('reads what is set, and treats an empty variable as unset', () => {
    const config = serviceConfig.load({
      NATS_URL: 'nats://bus:4222',
      DB_POOL_SIZE: '3',
      LOG_LEVEL: '',
      INTERNAL_HTTP_PORT: '0',
      INTERNAL_HTTP_HOST: '127.0.0.1',
    });
    expect(config).toMatchObject({ natsUrl: 'nats://bus:4222', dbPoolSize: 3, logLevel: 'info', internalPort: 0, internalHost: '127.0.0.1' });
  });

  it('names every bad variable, what it must be and what it got', () => {
    let error: unknown;
    try {
      serviceConfig.load({ REQUEST_TIMEOUT_MS: 'soon', DB_POOL_SIZE: '0', NATS_URL: 'http://bus', NODE_ENV: 'staging', NATS_SUBJECT_PREFIX: 'a.b' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'NODE_ENV must be one of development, test, production, got "staging"',
      'NATS_URL must be a nats:// (or tls://, ws://, wss://) URL, got "http://bus"',
      'NATS_SUBJECT_PREFIX may hold only letters, digits, "_" and "-" (at most 64), got "a.b"',
      'REQUEST_TIMEOUT_MS must be a whole number of at least 1, got "soon"',
      'DB_POOL_SIZE must be a whole number of at least 1, got "0"',
    ]);
  });
});
