import { describe, expect, it } from '@jest/globals';
import { errors } from '@nats-io/transport-node';
import { BUS_UNAVAILABLE, replyErrorToCallError, toCallError, type ServiceBus } from './bus.js';
import { CONTRACT_COVERS_EVERY_PATTERN } from './contract.js';
import { Events, Patterns, serviceOf, subjectFor } from './patterns.js';
import type { ProductView } from '@lora/api';

describe('a failed request, as the caller sees it', () => {
  it('no responders: 503 naming the service', () => {
    const err = toCallError(new errors.RequestError('no responders', { cause: new errors.NoRespondersError('catalog.x') }), 'catalog', 3000);
    expect([err.status, err.message, err.service]).toEqual([503, 'The catalog service is unavailable', 'catalog']);
    expect(toCallError(new errors.NoRespondersError('catalog.x'), 'catalog', 3000).status).toBe(503);
  });

  it('silence: 504 naming the service and the timeout', () => {
    const err = toCallError(new errors.TimeoutError(), 'identity', 1500);
    expect([err.status, err.message]).toEqual([504, 'The identity service did not answer within 1500 ms']);
  });

  it('a closed or draining connection: 503 that blames the bus, not the service', () => {
    for (const cause of [new errors.ClosedConnectionError(), new errors.DrainingConnectionError()]) {
      const err = toCallError(cause, 'identity', 3000);
      expect([err.status, err.message, err.service]).toEqual([503, BUS_UNAVAILABLE, 'bus']);
    }
  });

  it('anything else: 503 saying the service could not be reached', () => {
    expect(toCallError(new Error('socket hang up'), 'media', 3000).message).toBe('The media service could not be reached');
  });
});

describe('an error reply, as the caller sees it', () => {
  it.each([
    ['validation', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['internal', 500],
  ] as const)('%s becomes %i with the service message', (type, status) => {
    const err = replyErrorToCallError({ type, message: ['name is required'] }, 'catalog');
    expect([err.status, err.messages]).toEqual([status, ['name is required']]);
  });

  it('an untyped error becomes a 500 that leaks nothing', () => {
    const err = replyErrorToCallError({ stack: 'at secret.ts:1' }, 'catalog');
    expect([err.status, err.message]).toEqual([500, 'The catalog service failed to handle the request']);
  });
});

describe('patterns and subjects', () => {
  it('prefixes subjects with the environment and finds the answering service', () => {
    expect(subjectFor('t_1', Patterns.catalog.getProduct)).toBe('t_1.catalog.products.get');
    expect(subjectFor('', Patterns.catalog.getProduct)).toBe('catalog.products.get');
    expect(serviceOf(Patterns.identity.resolveSession)).toBe('identity');
  });

  it('the contract map covers every pattern and event (a compile-time check)', () => {
    expect(CONTRACT_COVERS_EVERY_PATTERN).toBe(true);
  });
});

/**
 * Compile-time proofs, never run: each line below must be a type error, or `@ts-expect-error`
 * itself fails the type check that `npm test` runs first.
 */
export async function wrongMessagesDoNotCompile(bus: ServiceBus): Promise<void> {
  // @ts-expect-error a product without manufacturer and description
  await bus.send(Patterns.catalog.createProduct, { name: 'Probe' });
  // @ts-expect-error an update carries the product under `product`, beside the id
  await bus.send(Patterns.catalog.updateProduct, { id: 1, name: 'Probe', manufacturer: 'Acme', description: 'A probe' });
  // @ts-expect-error an id is a number
  await bus.send(Patterns.catalog.getProduct, { id: '1' });
  // @ts-expect-error no such pattern
  await bus.send('catalog.products.purge', {});
  // @ts-expect-error one product read answers one product, not a list
  const list: ProductView[] = await bus.send(Patterns.catalog.getProduct, { id: 1 });
  // @ts-expect-error catalog.changed says what changed, not which session ended
  bus.publish(Events.catalogChanged, { tokenHash: 'abc' });
  // @ts-expect-error a revocation carries the token's hash, not a user id
  bus.subscribe(Events.sessionRevoked, (event) => event.userId);
  void list;
}
