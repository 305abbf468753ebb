import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import {
  ArticleListCommand,
  BlogCommand,
  BlogListCommand,
  IdQuery,
  KeptVersionQuery,
  RestoreCommand,
  VersionedIdQuery,
  MEDIA_USAGE_NAMED,
  MediaUsageQuery,
  NewsCommand,
  Patterns,
  SlugQuery,
  UpdateBlogCommand,
  UpdateNewsCommand,
  type MediaUsage,
} from '@lora/contracts';
import { BLOGS, NEWS, type BlogsService, type NewsService } from './articles.service.js';

@Controller()
export class NewsHandler {
  constructor(@Inject(NEWS) private readonly news: NewsService) {}

  @Handles(Patterns.content.listNews)
  list(@Payload() query: ArticleListCommand) {
    return this.news.list(query);
  }

  @Handles(Patterns.content.getNews)
  get(@Payload() query: SlugQuery) {
    return this.news.get(query.slug);
  }

  @Handles(Patterns.content.createNews)
  create(@Payload() command: NewsCommand) {
    return this.news.create(command.authorId, command.article);
  }

  @Handles(Patterns.content.updateNews)
  update(@Payload() command: UpdateNewsCommand) {
    return this.news.update(command.id, command.article, command.expectedVersion);
  }

  @Handles(Patterns.content.newsHistory)
  history(@Payload() query: IdQuery) {
    return this.news.history(query.id);
  }

  @Handles(Patterns.content.newsVersion)
  keptVersion(@Payload() query: KeptVersionQuery) {
    return this.news.keptVersion(query.id, query.version);
  }

  @Handles(Patterns.content.restoreNews)
  restore(@Payload() command: RestoreCommand) {
    return this.news.restore(command.id, command.fromVersion, command.expectedVersion);
  }

  @Handles(Patterns.content.deleteNews)
  remove(@Payload() query: VersionedIdQuery) {
    return this.news.remove(query.id, query.expectedVersion);
  }
}

/** What shows a media file among news and blog posts. */
@Controller()
export class ArticleMediaHandler {
  constructor(
    @Inject(NEWS) private readonly news: NewsService,
    @Inject(BLOGS) private readonly blogs: BlogsService,
  ) {}

  @Handles(Patterns.content.mediaUsage)
  async mediaUsage(@Payload() query: MediaUsageQuery): Promise<MediaUsage> {
    const [news, blogs] = await Promise.all([
      this.news.mediaUsage(query.fileId, MEDIA_USAGE_NAMED),
      this.blogs.mediaUsage(query.fileId, MEDIA_USAGE_NAMED),
    ]);
    return { named: [...news.named, ...blogs.named].slice(0, MEDIA_USAGE_NAMED), total: news.total + blogs.total };
  }
}

@Controller()
export class BlogsHandler {
  constructor(@Inject(BLOGS) private readonly blogs: BlogsService) {}

  @Handles(Patterns.content.listBlogs)
  list(@Payload() query: BlogListCommand) {
    return this.blogs.list(query);
  }

  @Handles(Patterns.content.getBlog)
  get(@Payload() query: SlugQuery) {
    return this.blogs.get(query.slug);
  }

  @Handles(Patterns.content.createBlog)
  create(@Payload() command: BlogCommand) {
    return this.blogs.create(command.authorId, command.article);
  }

  @Handles(Patterns.content.updateBlog)
  update(@Payload() command: UpdateBlogCommand) {
    return this.blogs.update(command.id, command.article, command.expectedVersion);
  }

  @Handles(Patterns.content.blogHistory)
  history(@Payload() query: IdQuery) {
    return this.blogs.history(query.id);
  }

  @Handles(Patterns.content.blogVersion)
  keptVersion(@Payload() query: KeptVersionQuery) {
    return this.blogs.keptVersion(query.id, query.version);
  }

  @Handles(Patterns.content.restoreBlog)
  restore(@Payload() command: RestoreCommand) {
    return this.blogs.restore(command.id, command.fromVersion, command.expectedVersion);
  }

  @Handles(Patterns.content.deleteBlog)
  remove(@Payload() query: VersionedIdQuery) {
    return this.blogs.remove(query.id, query.expectedVersion);
  }
}
