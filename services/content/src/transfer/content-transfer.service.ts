import { Inject, Injectable } from '@nestjs/common';
import type { ContentImportResult, ContentList, StagePartRequest } from '@lora/contracts';
import { BLOGS, NEWS, type BlogsService, type NewsService } from '../articles/articles.service.js';
import { ContentStore } from '../data/content.store.js';

/**
 * The content side of Data Sync's import: news and blog posts arrive in parts (stage), each item validated as it
 * comes, then are checked as a whole and written in one transaction (apply), or rehearsed and rolled back.
 */
@Injectable()
export class ContentTransferService {
  constructor(
    @Inject(ContentStore) private readonly store: ContentStore,
    @Inject(NEWS) private readonly news: NewsService,
    @Inject(BLOGS) private readonly blogs: BlogsService,
  ) {}

  async stage({ importId, list, firstIndex, items }: StagePartRequest<ContentList>): Promise<{ staged: number }> {
    const kind = list === 'news' ? this.news : this.blogs;
    return { staged: await kind.stageItems(importId, list, firstIndex, items) };
  }

  /** Both lists in one transaction; a real run forgets what was staged in it too. */
  async apply(importId: string, dryRun: boolean, authorId: number): Promise<ContentImportResult> {
    const result = await this.store.transaction({ rehearse: dryRun }, async (tx) => {
      const counts = {
        news: await this.news.importStaged(tx, importId, 'news', authorId),
        blogs: await this.blogs.importStaged(tx, importId, 'blogs', authorId),
      };
      if (!dryRun) await tx.staging.discard(importId);
      return counts;
    });
    if (!dryRun && result.news.created) await this.news.announceImport();
    if (!dryRun && result.blogs.created) await this.blogs.announceImport();
    return result;
  }

  async discard(importId: string): Promise<{ discarded: number }> {
    return { discarded: await this.store.staging.discard(importId) };
  }
}
