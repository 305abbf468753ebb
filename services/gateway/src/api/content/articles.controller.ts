import { Controller, Header, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import {
  BlogListQuery,
  BlogPageDto,
  BlogViewDto,
  NewsPageDto,
  NewsViewDto,
  PageQuery,
  Patterns,
  ServiceBus,
  type BlogView,
  type NewsView,
  type Page,
} from '@lora/contracts';
import { Operation } from '../../openapi/operation.js';

/** A slug is letters, digits and single hyphens (see content's slugify); anything else names no article. */
export const ARTICLE_SLUG = /^[\p{L}\p{M}\p{N}]+(-[\p{L}\p{M}\p{N}]+)*$/u;

function checkedSlug(slug: string, label: string): string {
  if (slug.length > 400 || !ARTICLE_SLUG.test(slug)) throw new NotFoundException(`${label} "${slug.slice(0, 80)}" not found`);
  return slug;
}

const slugParam = ApiParam({ name: 'slug', schema: { type: 'string', maxLength: 400 }, description: 'The article address, made from its title' });

/** Published news and blog posts for the site (beyond SPEC), cached like the catalogue's public reads. */
@ApiTags('news and blogs')
@Controller()
export class ArticlesController {
  constructor(@Inject(ServiceBus) private readonly bus: ServiceBus) {}

  @Header('Cache-Control', 'no-cache')
  @Operation({ summary: 'Published news, newest first, one page at a time', response: NewsPageDto, errors: [400] })
  listNews(@Query() query: PageQuery): Promise<Page<NewsView>> {
    return this.bus.send(Patterns.content.listNews, { scope: 'published', limit: query.limit ?? 24, cursor: query.cursor });
  }

  @Header('Cache-Control', 'no-cache')
  @slugParam
  @Operation({ summary: 'One published news article by its address', response: NewsViewDto, errors: [404] })
  getNews(@Param('slug') slug: string): Promise<NewsView> {
    return this.bus.send(Patterns.content.getNews, { slug: checkedSlug(slug, 'News article') });
  }

  @Header('Cache-Control', 'no-cache')
  @Operation({
    summary: 'Published blog posts, newest first, one page at a time; with `tag`, only those carrying it',
    response: BlogPageDto,
    errors: [400],
  })
  listBlogs(@Query() query: BlogListQuery): Promise<Page<BlogView>> {
    return this.bus.send(Patterns.content.listBlogs, { scope: 'published', limit: query.limit ?? 24, cursor: query.cursor, tag: query.tag });
  }

  @Header('Cache-Control', 'no-cache')
  @slugParam
  @Operation({ summary: 'One published blog post by its address', response: BlogViewDto, errors: [404] })
  getBlog(@Param('slug') slug: string): Promise<BlogView> {
    return this.bus.send(Patterns.content.getBlog, { slug: checkedSlug(slug, 'Blog post') });
  }
}
