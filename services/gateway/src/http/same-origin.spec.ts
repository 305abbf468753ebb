import { describe, expect, it } from '@jest/globals';
import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { sameOriginMiddleware } from './same-origin.js';

const app = express();
app.use(sameOriginMiddleware(['https://admin.example.com']));
app.all('/write', (_req, res) => void res.json({ ok: true }));
app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => void res.status(403).json({ message: err.message }));

describe('same-origin check on state-changing requests', () => {
  it('lets the site itself write (Origin or, without it, Referer)', async () => {
    const agent = request(app);
    const res = await agent.post('/write').set('Host', 'shop.example.com').set('Origin', 'http://shop.example.com');
    expect(res.status).toBe(200);
    await agent.post('/write').set('Host', 'shop.example.com').set('Referer', 'http://shop.example.com/admin').expect(200);
  });

  it('lets a trusted origin write', async () => {
    await request(app).post('/write').set('Origin', 'https://admin.example.com').expect(200);
  });

  it('refuses another origin, naming it', async () => {
    const res = await request(app).put('/write').set('Host', 'shop.example.com').set('Origin', 'https://evil.example').expect(403);
    expect(res.body.message).toBe('Cross-origin request refused: origin https://evil.example is not allowed');
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
