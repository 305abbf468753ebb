import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import { ArticleListCommand, BlogCommand, IdQuery, NewsCommand, Patterns, SlugQuery, UpdateBlogCommand, UpdateNewsCommand } from '@lora/contracts';
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
    return this.news.update(command.id, command.article);
  }

  @Handles(Patterns.content.deleteNews)
  remove(@Payload() query: IdQuery) {
    return this.news.remove(query.id);
  }
}

@Controller()
export class BlogsHandler {
  constructor(@Inject(BLOGS) private readonly blogs: BlogsService) {}

  @Handles(Patterns.content.listBlogs)
  list(@Payload() query: ArticleListCommand) {
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
    return this.blogs.update(command.id, command.article);
  }

  @Handles(Patterns.content.deleteBlog)
  remove(@Payload() query: IdQuery) {
    return this.blogs.remove(query.id);
  }
}
