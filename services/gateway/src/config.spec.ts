import { describe, expect, it } from '@jest/globals';
import { gatewayConfig } from './config.js';

describe('gateway config: origins and HTTP limits', () => {
  it('defaults the public origins to the gateway itself on PORT', () => {
    expect(gatewayConfig.load({}).publicOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(gatewayConfig.load({ PORT: '8080' }).publicOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });

  it('reads PUBLIC_ORIGINS and TRUSTED_ORIGINS as serialized origins', () => {
    const config = gatewayConfig.load({
      PUBLIC_ORIGINS: 'https://www.example.com/, https://Example.com:443',
      TRUSTED_ORIGINS: 'http://admin.example.com:8443',
    });
    expect(config.publicOrigins).toEqual(['https://www.example.com', 'https://example.com']);
    expect(config.trustedOrigins).toEqual(['http://admin.example.com:8443']);
  });

  it.each(['https://www.example.com/shop', 'www.example.com', 'ftp://example.com', 'https://example.com?x=1'])(
    'refuses %s as an origin, naming the variable',
    (origin) => {
      expect(() => gatewayConfig.load({ PUBLIC_ORIGINS: origin })).toThrow(
        `Invalid configuration: PUBLIC_ORIGINS must be a comma list of origins (scheme, host and optional port), e.g. https://www.example.com, got "${origin}"`,
      );
    },
  );

  it("takes the pages' origin from the first public origin, and their addresses from SALES_EMAIL, PRIVACY_EMAIL, LEGAL_EMAIL or its domain", () => {
    expect(gatewayConfig.load({}).site).toEqual({
      origin: 'http://localhost:3000',
      salesEmail: 'sales@localhost',
      privacyEmail: 'privacy@localhost',
      legalEmail: 'legal@localhost',
    });
    expect(gatewayConfig.load({ PUBLIC_ORIGINS: 'https://www.acme-sensors.com,https://acme.example' }).site).toEqual({
      origin: 'https://www.acme-sensors.com',
      salesEmail: 'sales@acme-sensors.com',
      privacyEmail: 'privacy@acme-sensors.com',
      legalEmail: 'legal@acme-sensors.com',
    });
    expect(
      gatewayConfig.load({ PUBLIC_ORIGINS: 'https://shop.example', SALES_EMAIL: 'buy@acme.example', LEGAL_EMAIL: 'counsel@law.example' }).site,
    ).toEqual({
      origin: 'https://shop.example',
      salesEmail: 'buy@acme.example',
      privacyEmail: 'privacy@acme.example',
      legalEmail: 'counsel@law.example',
    });
    expect(() => gatewayConfig.load({ SALES_EMAIL: 'sales@<script>' })).toThrow(
      'Invalid configuration: SALES_EMAIL must be an e-mail address, e.g. sales@example.com, got "sales@<script>"',
    );
  });

  it("limits a request to 20 s for its headers and 60 s in all, and keeps idle connections 65 s (past a proxy's 60 s)", () => {
    expect(gatewayConfig.load({}).http).toEqual({ headersTimeoutMs: 20_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 65_000 });
    expect(
      gatewayConfig.load({ HTTP_REQUEST_TIMEOUT_MS: '30000', HTTP_HEADERS_TIMEOUT_MS: '10000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000' }).http,
    ).toEqual({
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
