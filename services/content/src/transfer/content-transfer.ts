import { Controller, Inject, Injectable } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import {
  ApplyContentCommand,
  ImportRef,
  Patterns,
  StageContentCommand,
  type ContentImportResult,
  type ContentList,
  type StagePartRequest,
} from '@lora/contracts';
import { Handles, ImportStaging, transactionOrRehearsal } from '@lora/runtime';
import { BLOGS, NEWS, type BlogsService, type NewsService } from '../articles/articles.service.js';

/**
 * The content side of Data Sync's import: news and blog posts arrive in parts (stage), each item validated as it
 * comes, then are checked as a whole and written in one transaction (apply), or rehearsed and rolled back.
 */
@Injectable()
export class ContentTransferService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(NEWS) private readonly news: NewsService,
    @Inject(BLOGS) private readonly blogs: BlogsService,
  ) {}

  async stage({ importId, list, firstIndex, items }: StagePartRequest<ContentList>): Promise<{ staged: number }> {
    const staging = new ImportStaging(this.dataSource.manager);
    const kind = list === 'news' ? this.news : this.blogs;
    return { staged: await kind.stageItems(staging, importId, list, firstIndex, items) };
  }

  /** Both lists in one transaction; a real run forgets what was staged in it too. */
  async apply(importId: string, dryRun: boolean, authorId: number): Promise<ContentImportResult> {
    const result = await transactionOrRehearsal(this.dataSource, dryRun, async (manager) => {
      const counts = {
        news: await this.news.importStaged(manager, importId, 'news', authorId),
        blogs: await this.blogs.importStaged(manager, importId, 'blogs', authorId),
      };
      if (!dryRun) await new ImportStaging(manager).discard(importId);
      return counts;
    });
    if (!dryRun && result.news.created) await this.news.announceImport();
    if (!dryRun && result.blogs.created) await this.blogs.announceImport();
    return result;
  }

  async discard(importId: string): Promise<{ discarded: number }> {
    return { discarded: await new ImportStaging(this.dataSource.manager).discard(importId) };
  }
}

@Controller()
export class ContentTransferHandler {
  constructor(@Inject(ContentTransferService) private readonly transfer: ContentTransferService) {}

  @Handles(Patterns.content.stageImport)
  stage(@Payload() command: StageContentCommand) {
    return this.transfer.stage(command);
  }

  @Handles(Patterns.content.applyImport)
  apply(@Payload() command: ApplyContentCommand) {
    return this.transfer.apply(command.importId, command.dryRun, command.authorId);
  }

  @Handles(Patterns.content.discardImport)
  discard(@Payload() command: ImportRef) {
    return this.transfer.discard(command.importId);
  }
}
