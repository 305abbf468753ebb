import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { BlogView, Page } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { createPost } from '../../../infra/src/testing/admin-api.js';

// The public blog list's tag filter: what /resources reads for its guides, tutorials, case studies and webinars.

let stack: TestStack;
let api: string;
let admin: string;

const post = (title: string, tags: string[], isPublished = true) => ({
  title,
  excerpt: `${title}, in short.`,
  content: `${title}, at length.`,
  tags,
  isPublished,
});

const create = (body: ReturnType<typeof post>) => createPost(api, admin, body);

const list = async (query: string): Promise<Page<BlogView>> => (await request(api).get(`/api/blogs?${query}`).expect(200)).body;
const titles = (page: Page<BlogView>) => page.items.map((b) => b.title);

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'content', 'gateway'] });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  // One at a time: each is published after the one before, so the newest-first order is this list reversed.
  await create(post('Vineyard cuts irrigation water', ['case-study', 'Agriculture']));
  await create(post('Getting started', ['guide']));
  await create(post('Leaks found in days', ['Utilities', 'Case-Study']));
  await create(post('Line stoppages avoided (draft)', ['case-study'], false));
  await create(post('Coverage notes', ['LoRaWAN']));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('GET /api/blogs?tag=', () => {
  it('answers the published posts carrying the tag, newest first, whatever its case; a draft is left out', async () => {
    const page = await list('tag=case-study');
    expect([titles(page), page.total, page.nextCursor]).toEqual([['Leaks found in days', 'Vineyard cuts irrigation water'], 2, null]);
    expect(titles(await list('tag=CASE-STUDY'))).toEqual(['Leaks found in days', 'Vineyard cuts irrigation water']);
    expect(titles(await list('tag=guide'))).toEqual(['Getting started']);
    // Without a tag: every published post, as before.
    expect((await list('')).total).toBe(4);
  });

  it('pages as the list does: limit and the next cursor stay within the tag', async () => {
    const first = await list('tag=case-study&limit=1');
    expect([titles(first), first.total]).toEqual([['Leaks found in days'], 2]);
    const second = await list(`tag=case-study&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([titles(second), second.total, second.nextCursor]).toEqual([['Vineyard cuts irrigation water'], 2, null]);
  });

  it('a tag no published post carries is an empty page, not an error', async () => {
    expect(await list('tag=webinar')).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it.each([
    ['empty', 'tag=', 'tag must be one tag of 1 to 120 characters, e.g. guide, tutorial, case-study or webinar'],
    ['too long', `tag=${'t'.repeat(121)}`, 'tag must be one tag of 1 to 120 characters, e.g. guide, tutorial, case-study or webinar'],
    ['given twice', 'tag=guide&tag=webinar', 'tag must be one tag of 1 to 120 characters, e.g. guide, tutorial, case-study or webinar'],
    ['with a NUL', 'tag=a%00b', 'tag must not contain NUL characters or unpaired surrogates'],
  ])('a tag %s is a 400 naming it', async (_name, query, message) => {
    const res = await request(api).get(`/api/blogs?${query}`);
    expect([res.status, res.body.message]).toEqual([400, [message]]);
  });

  it('each tag is its own cached answer, dropped when a post changes', async () => {
    await list('tag=tutorial');
    await list('tag=tutorial');
    const hit = await request(api).get('/api/blogs?tag=tutorial').expect(200);
    expect([hit.get('X-Cache'), hit.body.total]).toEqual(['HIT', 0]);
    // Another tag is another address: not the cached tutorial page.
    expect(titles(await list('tag=guide'))).toEqual(['Getting started']);
    const created = await create(post('Cold-chain alert in 15 minutes', ['tutorial']));
    expect(titles(await list('tag=tutorial'))).toEqual(['Cold-chain alert in 15 minutes']);
    await request(api).delete(`/api/admin/blogs/${created.id}`).set('Cookie', admin).expect(200);
    expect(titles(await list('tag=tutorial'))).toEqual([]);
  });
});
