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
  res.write('[');
  let first = true;
  try {
    for (;;) {
      const page = reply.value();
      for (const item of page.items) {
        res.write(first ? JSON.stringify(item) : `,${JSON.stringify(item)}`);
        first = false;
      }
      if (!page.nextCursor) break;
      reply = await fetchPage(page.nextCursor);
    }
  } catch (err) {
    // The status is sent already: cut the connection, so the client sees an incomplete answer, not a short list.
    options.onBrokenStream(err);
    res.destroy();
    return;
  }
  res.end(']');
}
