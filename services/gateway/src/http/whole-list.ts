import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { SerializedPage } from '@lora/contracts';

/**
 * Answers a whole list that the services hand out in pages, streaming page after page so the
 * gateway never holds the list: memory stays at one page whatever the catalogue's size. The ETag
 * comes from the first page's version (it changes whenever the list does), so a revalidation
 * costs one page, and a matching If-None-Match gets its 304 before anything else is fetched.
 */
export async function sendWholeList<T>(
  req: Request,
  res: Response,
  fetchPage: (cursor: string | undefined) => Promise<SerializedPage<T>>,
  options: { onBrokenStream: (err: unknown) => void },
): Promise<void> {
  let reply = await fetchPage(undefined);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', `W/"${createHash('sha1').update(reply.meta.version).digest('base64url')}"`);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(200);
  async function* pages() {
    for (;;) {
      const page = reply.value();
      yield page.items;
      if (!page.nextCursor) return;
      reply = await fetchPage(page.nextCursor);
    }
  }
  try {
    await writeJsonArray(res, pages());
  } catch (err) {
    // The status is sent already: cut the connection, so the client sees an incomplete answer, not a short list.
    options.onBrokenStream(err);
    res.destroy();
    return;
  }
  res.end();
}

/** Writes a JSON array whose items arrive in batches (pages, chunks), one item at a time: the array is never held whole. */
export async function writeJsonArray(res: Pick<Response, 'write'>, batches: AsyncIterable<readonly unknown[]>): Promise<void> {
  res.write('[');
  let separator = '';
  for await (const batch of batches) {
    for (const item of batch) {
      res.write(separator + JSON.stringify(item));
      separator = ',';
    }
  }
  res.write(']');
}
