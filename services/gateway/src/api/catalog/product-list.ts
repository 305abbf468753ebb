import type { Request, Response } from 'express';
import { PAGE_SIZE_MAX, Patterns, asksForPage, type ProductQueryDto, type ProductScope, type ServiceBus } from '@lora/contracts';
import { sendWholeList } from '../../http/whole-list.js';

/**
 * Answers a product list route: one page when the query asks for one, otherwise SPEC's whole array,
 * streamed page by page. The public and the admin list differ only in scope and caching.
 */
export async function answerProductList(
  bus: ServiceBus,
  scope: ProductScope,
  query: ProductQueryDto,
  req: Request,
  res: Response,
  options: { cacheControl: string; onBrokenStream: (err: unknown) => void },
): Promise<void> {
  res.setHeader('Cache-Control', options.cacheControl);
  if (!asksForPage(query)) {
    return sendWholeList(req, res, (cursor) => bus.send(Patterns.catalog.listProducts, { scope, limit: PAGE_SIZE_MAX, cursor }), {
      onBrokenStream: options.onBrokenStream,
    });
  }
  // The page goes out as the catalog wrote it: no parsing and serialising it again here.
  const page = await bus.send(Patterns.catalog.listProducts, { ...query, scope });
  res.type('json').send(page.body());
}
