import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ApiPaths, type ExchangeRatesView, type ProductView } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';

/**
 * Prices compare across currencies: an admin sets exchange rates (a settings record with its version and history),
 * and sorting by price compares every product in the default currency; products in a currency without a rate sort
 * after the others, those without a price last, in both directions.
 */
let stack: TestStack;
let api: string;
let admin: string;
const RATES = ApiPaths.admin.exchangeRates;

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'catalog', 'gateway'] });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  const products = [
    { name: 'WR30 Radar', price: '789.00', currency: 'EUR' },
    { name: 'Dollar 800', price: '800.00', currency: 'USD' },
    { name: 'Dollar 900', price: '900.00', currency: 'USD' },
    { name: 'Dollar 10', price: '10.00', currency: 'USD' },
    { name: 'Pound 5', price: '5.00', currency: 'GBP' },
    { name: 'Pound 700', price: '700.00', currency: 'GBP' },
    { name: 'Own 1', price: '1.00', currency: 'Custom' },
    { name: 'No Price', price: null, currency: 'USD' },
    { name: 'Draft Pound', price: '3.00', currency: 'GBP', isPublished: false },
  ];
  for (const p of products) {
    await request(api)
      .post(ApiPaths.admin.products.list)
      .set('Cookie', admin)
      .send({ manufacturer: 'Acme', description: 'A sensor.', isPublished: true, ...p })
      .expect(201);
  }
});

afterAll(async () => {
  await stack?.stop();
});

const names = async (sort: string, cookie?: string): Promise<string[]> => {
  const req = request(api).get(`${cookie ? ApiPaths.admin.products.list : ApiPaths.products.list}?sort=${sort}&limit=24`);
  const res = await (cookie ? req.set('Cookie', cookie) : req).expect(200);
  return (res.body.items as ProductView[]).map((p) => p.name);
};
const rates = async (): Promise<ExchangeRatesView> => (await request(api).get(RATES.one).set('Cookie', admin).expect(200)).body;
const save = (body: object, ifMatch?: string) => {
  const req = request(api).put(RATES.one).set('Cookie', admin);
  return (ifMatch ? req.set('If-Match', ifMatch) : req).send(body);
};

describe('exchange rates', () => {
  // One story, as the rates move from none to set, changed and cleared; the other tests write nothing.
  it('sort prices in the default currency, in both directions, with a changed rate at once; each save kept in the history', async () => {
    // No rate yet: the currencies of priced products without one are named, and sort after the dollar prices.
    const start = await rates();
    expect(start).toMatchObject({ defaultCurrency: 'USD', rates: { EUR: null, GBP: null }, version: 1 });
    // Drafts count: the admin sees every product that would sort last.
    expect(start.missing).toEqual([
      { currency: 'Custom', products: 1 },
      { currency: 'EUR', products: 1 },
      { currency: 'GBP', products: 3 },
    ]);
    expect(await names('price_asc')).toEqual(['Dollar 10', 'Dollar 800', 'Dollar 900', 'Own 1', 'WR30 Radar', 'Pound 5', 'Pound 700', 'No Price']);
    expect(await names('price_desc')).toEqual(['Dollar 900', 'Dollar 800', 'Dollar 10', 'Own 1', 'WR30 Radar', 'Pound 700', 'Pound 5', 'No Price']);

    // Set: WR30 at €789 sorts as $852.12, between $800 and $900.
    // Read once while cached (the public cache keeps a page from its second request), then the rates change.
    await names('price_asc');
    const saved = (await save({ rates: { EUR: 1.08 }, version: 1 }).expect(200)).body as ExchangeRatesView;
    expect(saved).toMatchObject({ rates: { EUR: 1.08, GBP: null }, version: 2 });
    expect(saved.missing).toEqual([
      { currency: 'Custom', products: 1 },
      { currency: 'GBP', products: 3 },
    ]);
    expect(await names('price_asc')).toEqual(['Dollar 10', 'Dollar 800', 'WR30 Radar', 'Dollar 900', 'Own 1', 'Pound 5', 'Pound 700', 'No Price']);
    expect(await names('price_desc')).toEqual(['Dollar 900', 'WR30 Radar', 'Dollar 800', 'Dollar 10', 'Own 1', 'Pound 700', 'Pound 5', 'No Price']);
    // The card keeps the product's own price and currency.
    const wr30 = (await request(api).get(`${ApiPaths.products.list}?search=WR30&limit=1`).expect(200)).body.items[0] as ProductView;
    expect([wr30.price, wr30.currency]).toEqual(['789.00', 'EUR']);

    // A changed rate changes the public order at once (the cached pages are dropped), and the admin list sorts alike.
    const before = await rates();
    await names('price_asc');
    await names('price_asc');
    // A pound worth $1.27: £700 is $889, £5 is $6.35.
    await save({ rates: { GBP: '1.27' } }, `"${before.version}"`).expect(200);
    expect(await names('price_asc')).toEqual(['Pound 5', 'Dollar 10', 'Dollar 800', 'WR30 Radar', 'Pound 700', 'Dollar 900', 'Own 1', 'No Price']);
    expect(await names('price_asc', admin)).toEqual([
      'Draft Pound',
      'Pound 5',
      'Dollar 10',
      'Dollar 800',
      'WR30 Radar',
      'Pound 700',
      'Dollar 900',
      'Own 1',
      'No Price',
    ]);
    // A product saved after the rates sorts with them too.
    const [pound5] = (await request(api).get(`${ApiPaths.products.list}?search=Pound%205&limit=1`).expect(200)).body.items as ProductView[];
    await request(api).put(ApiPaths.admin.products.one(pound5.id)).set('Cookie', admin).send({ price: '1000.00' }).expect(200);
    expect((await names('price_desc')).slice(0, 2)).toEqual(['Pound 5', 'Dollar 900']);
    await request(api).put(ApiPaths.admin.products.one(pound5.id)).set('Cookie', admin).send({ price: '5.00' }).expect(200);
    // Cleared, the pound has no rate again: its products sort after the others, both ways.
    const current = await rates();
    const cleared = (await save({ rates: { GBP: null } }, `"${current.version}"`).expect(200)).body as ExchangeRatesView;
    expect(cleared.rates).toEqual({ EUR: 1.08, GBP: null });
    expect((await names('price_asc')).slice(-4)).toEqual(['Own 1', 'Pound 5', 'Pound 700', 'No Price']);
    expect((await names('price_desc')).slice(-4)).toEqual(['Own 1', 'Pound 700', 'Pound 5', 'No Price']);
    await save({ rates: { GBP: 1.27 } }, `"${cleared.version}"`).expect(200);

    // Each save is kept, newest first, with who saved it and the currencies it changed.
    const history = (await request(api).get(RATES.history).set('Cookie', admin).expect(200)).body as Array<Record<string, unknown>>;
    expect(history.map(({ version, savedBy, changed }) => ({ version, savedBy, changed }))).toEqual([
      { version: 5, savedBy: TEST_ADMIN.username, changed: ['GBP'] },
      { version: 4, savedBy: TEST_ADMIN.username, changed: ['GBP'] },
      { version: 3, savedBy: TEST_ADMIN.username, changed: ['GBP'] },
      { version: 2, savedBy: TEST_ADMIN.username, changed: ['EUR'] },
      { version: 1, savedBy: null, changed: [] },
    ]);
  });

  it('a save based on a stale version is refused with 412 and the rates as stored; nothing is written', async () => {
    const stored = await rates();
    const order = await names('price_asc');
    const stale = await save({ rates: { EUR: 2 } }, `"${stored.version + 1}"`).expect(412);
    expect(stale.body.message).toBe(
      `The set of exchange rates was changed by someone else since you opened it (version ${stored.version} is stored; yours was ${stored.version + 1}). Nothing was saved.`,
    );
    expect(stale.body.current).toEqual(stored);
    await save({ rates: { EUR: 2 }, version: stored.version + 1 }).expect(412);
    expect(await rates()).toEqual(stored);
    expect(await names('price_asc')).toEqual(order);
  });

  it('refuses bad rates with a 400 naming the currency and what is wrong; nothing is written', async () => {
    const stored = await rates();
    const range = 'must be a number from 0.0001 to 10000 with at most 6 decimals (how many USD one EUR is worth, e.g. 1.08), or null for no rate';
    const refused: Array<[unknown, string]> = [
      [{ EUR: 0 }, `rates.EUR ${range}`],
      [{ EUR: -1.08 }, `rates.EUR ${range}`],
      [{ EUR: '1.0000001' }, `rates.EUR ${range}`],
      [{ EUR: 10_001 }, `rates.EUR ${range}`],
      [{ EUR: 'soon' }, `rates.EUR ${range}`],
      [{ EUR: true }, `rates.EUR ${range}`],
      [{ JPY: 150 }, 'rates.JPY is not a currency that takes a rate: one of EUR, GBP (USD is the default currency, and a custom price has no rate)'],
      [{ USD: 1 }, 'rates.USD is not a currency that takes a rate: one of EUR, GBP (USD is the default currency, and a custom price has no rate)'],
      [
        { Custom: 1 },
        'rates.Custom is not a currency that takes a rate: one of EUR, GBP (USD is the default currency, and a custom price has no rate)',
      ],
      [[1.08], 'rates must be an object of currency codes and rates, e.g. {"EUR": 1.08}'],
      ['EUR=1.08', 'rates must be an object of currency codes and rates, e.g. {"EUR": 1.08}'],
    ];
    for (const [value, message] of refused) {
      const res = await save({ rates: value }, `"${stored.version}"`).expect(400);
      expect([value, res.body]).toEqual([value, expect.objectContaining({ statusCode: 400, message: [message] })]);
    }
    await save([1], `"${stored.version}"`).expect(400);
    expect(await rates()).toEqual(stored);
  });

  it('is for admins only: 401 without a session, 403 for a user; nothing is written', async () => {
    const stored = await rates();
    await stack.createUser('rates-user', 'rates-user-password');
    const user = await stack.signIn({ username: 'rates-user', password: 'rates-user-password' });
    for (const [method, path] of [
      ['get', RATES.one],
      ['put', RATES.one],
      ['get', RATES.history],
    ] as const) {
      const anonymous = await request(api)
        [method](path)
        .send({ rates: { EUR: 5 } });
      expect([path, anonymous.status, anonymous.body.message]).toEqual([path, 401, 'Sign in required']);
      const signedIn = await request(api)
        [method](path)
        .set('Cookie', user)
        .send({ rates: { EUR: 5 } });
      expect([path, signedIn.status, signedIn.body.message]).toEqual([path, 403, 'Admin role required']);
      expect(anonymous.headers['cache-control']).toBe('no-store');
    }
    expect(await rates()).toEqual(stored);
  });
});
