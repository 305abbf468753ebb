import { describe, expect, it } from '@jest/globals';
import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { sameOriginMiddleware } from './same-origin.js';

const app = express();
app.use(sameOriginMiddleware(['https://shop.example.com', 'https://admin.example.com/']));
app.all('/write', (_req, res) => void res.json({ ok: true }));
app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => void res.status(403).json({ message: err.message }));

describe('same-origin check on state-changing requests', () => {
  it('lets a configured origin write (Origin or, without it, Referer), whatever Host says', async () => {
    const agent = request(app);
    await agent.post('/write').set('Host', 'internal:3000').set('Origin', 'https://shop.example.com').expect(200);
    await agent.post('/write').set('Referer', 'https://shop.example.com/admin/products?tab=2').expect(200);
    await agent.put('/write').set('Origin', 'https://admin.example.com').expect(200);
  });

  it('compares serialized origins: letter case and a default port do not matter', async () => {
    await request(app).post('/write').set('Origin', 'HTTPS://Shop.Example.com:443').expect(200);
  });

  it('refuses another origin even when the Host header names it', async () => {
    const res = await request(app).post('/write').set('Host', 'evil.example').set('Origin', 'http://evil.example').expect(403);
    expect(res.body.message).toBe('Cross-origin request refused: origin http://evil.example is not allowed');
    const other = await request(app).put('/write').set('Origin', 'http://shop.example.com').expect(403);
    expect(other.body.message).toBe('Cross-origin request refused: origin http://shop.example.com is not allowed');
  });

  it('refuses an opaque origin and a Referer that is not a URL', async () => {
    await request(app).delete('/write').set('Origin', 'null').expect(403);
    const res = await request(app).patch('/write').set('Referer', 'not a url').expect(403);
    expect(res.body.message).toBe('Cross-origin request refused: origin null is not allowed');
  });

  it('lets a client that names no origin (not a browser) through, and never checks reads', async () => {
    await request(app).post('/write').expect(200);
    await request(app).get('/write').set('Origin', 'https://evil.example').expect(200);
  });
});
