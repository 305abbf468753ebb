import { Body, Controller, HttpCode, Inject, Param, Query, Res, Headers } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { stringify } from 'csv-stringify/sync';
import {
  ArticleQuery,
  BlogInput,
  BlogPageDto,
  BlogViewDto,
  DeletedDto,
  ENQUIRY_KINDS,
  EnquiryPageDto,
  EnquiryQuery,
  EnquiryStatusInput,
  EnquiryViewDto,
  NewsInput,
  NewsPageDto,
  NewsViewDto,
  PAGE_SIZE_MAX,
  Patterns,
  ServiceBus,
  collectPages,
  type BlogView,
  type DeletedView,
  type EnquiryKind,
  type EnquiryPage,
  type EnquiryView,
  type HistoryEntry,
  type KeptVersion,
  type NewsView,
  type Page,
  type UserView,
} from '@lora/contracts';
import { BadRequestException } from '@nestjs/common';
import { CurrentUser } from '../../auth/current-user.js';
import { IdParam, VersionParam } from '../../http/id.pipe.js';
import { Operation } from '../../openapi/operation.js';
import { HistoryOperation, IfMatchHeader, KeptVersionOperation, RestoreOperation, VersionedSave, expectedVersionOf, patchOf } from '../versions.js';
import { PublicReadCache } from '../../cache/public-read-cache.js';
import { listOrPage } from '../../http/list-or-page.js';
import type { ExpressResponse } from '../../http/request.js';

const kindParam = ApiParam({ name: 'kind', enum: [...ENQUIRY_KINDS], description: 'demo: a demo request; contact: a contact message' });

function parseKind(kind: string): EnquiryKind {
  if (!(ENQUIRY_KINDS as readonly string[]).includes(kind))
    throw new BadRequestException(`kind must be one of ${ENQUIRY_KINDS.join(', ')}, got "${kind.slice(0, 40)}"`);
  return kind as EnquiryKind;
}

/** Admin news, blogs and the enquiries inbox; /api/admin/* is guarded by AdminAccessMiddleware. */
@ApiTags('admin: content')
@Controller()
export class AdminContentController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(PublicReadCache) private readonly cache: PublicReadCache,
  ) {}

  /** A content write; this replica's cached reads go at once (the others hear content.changed). */
  private async write<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } finally {
      this.cache.invalidate('content');
    }
  }

  @Operation({
    summary: 'Every news article, drafts included, newest first',
    description: 'With limit or cursor: one page. With search: only those whose title or excerpt contains it.',
    response: { oneOf: [[NewsViewDto], NewsPageDto] },
    errors: [400],
  })
  listNews(@Query() query: ArticleQuery): Promise<NewsView[] | Page<NewsView>> {
    return listOrPage(query, (limit, cursor) => this.bus.send(Patterns.content.listNews, { scope: 'all', search: query.search, limit, cursor }));
  }

  @Operation({
    summary: 'Create a news article',
    description:
      'The slug is made from the title, publishedAt is now when published (else null), and the author is the signed-in admin, whatever the body says.',
    response: NewsViewDto,
    status: 201,
    errors: [409],
  })
  createNews(@CurrentUser() user: UserView, @Body() article: NewsInput): Promise<NewsView> {
    return this.write(() => this.bus.send(Patterns.content.createNews, { authorId: user.id, article }));
  }

  @Operation({
    summary: 'Update a news article (fields not sent are kept; slug and publishedAt are set again as on create)',
    response: NewsViewDto,
    errors: [400, 409, 412],
  })
  @VersionedSave(NewsInput)
  updateNews(
    @IdParam() id: number,
    @CurrentUser() user: UserView,
    @Body() body: Record<string, unknown>,
    @Headers('if-match') ifMatch?: string,
  ): Promise<NewsView> {
    const expectedVersion = expectedVersionOf(ifMatch, body);
    return this.write(() => this.bus.send(Patterns.content.updateNews, { id, authorId: user.id, article: patchOf(body), expectedVersion }));
  }

  @HistoryOperation('news article')
  newsHistory(@IdParam() id: number): Promise<HistoryEntry[]> {
    return this.bus.send(Patterns.content.newsHistory, { id });
  }

  @KeptVersionOperation('news article')
  newsVersion(@IdParam() id: number, @VersionParam() version: number): Promise<KeptVersion> {
    return this.bus.send(Patterns.content.newsVersion, { id, version });
  }

  @RestoreOperation('news article', NewsViewDto)
  restoreNews(@IdParam() id: number, @VersionParam() fromVersion: number, @Headers('if-match') ifMatch?: string): Promise<NewsView> {
    return this.write(() => this.bus.send(Patterns.content.restoreNews, { id, fromVersion, expectedVersion: expectedVersionOf(ifMatch) }));
  }

  @HttpCode(200)
  @Operation({ summary: 'Delete a news article', response: DeletedDto, errors: [412] })
  @IfMatchHeader()
  deleteNews(@IdParam() id: number, @Headers('if-match') ifMatch?: string): Promise<DeletedView> {
    return this.write(() => this.bus.send(Patterns.content.deleteNews, { id, expectedVersion: expectedVersionOf(ifMatch) }));
  }

  @Operation({
    summary: 'Every blog post, drafts included, newest first',
    description: 'With limit or cursor: one page. With search: only those whose title or excerpt contains it.',
    response: { oneOf: [[BlogViewDto], BlogPageDto] },
    errors: [400],
  })
  listBlogs(@Query() query: ArticleQuery): Promise<BlogView[] | Page<BlogView>> {
    return listOrPage(query, (limit, cursor) => this.bus.send(Patterns.content.listBlogs, { scope: 'all', search: query.search, limit, cursor }));
  }

  @Operation({ summary: 'Create a blog post (the same rules as news)', response: BlogViewDto, status: 201, errors: [409] })
  createBlog(@CurrentUser() user: UserView, @Body() article: BlogInput): Promise<BlogView> {
    return this.write(() => this.bus.send(Patterns.content.createBlog, { authorId: user.id, article }));
  }

  @Operation({ summary: 'Update a blog post (fields not sent are kept)', response: BlogViewDto, errors: [400, 409, 412] })
  @VersionedSave(BlogInput)
  updateBlog(
    @IdParam() id: number,
    @CurrentUser() user: UserView,
    @Body() body: Record<string, unknown>,
    @Headers('if-match') ifMatch?: string,
  ): Promise<BlogView> {
    const expectedVersion = expectedVersionOf(ifMatch, body);
    return this.write(() => this.bus.send(Patterns.content.updateBlog, { id, authorId: user.id, article: patchOf(body), expectedVersion }));
  }

  @HistoryOperation('blog post')
  blogHistory(@IdParam() id: number): Promise<HistoryEntry[]> {
    return this.bus.send(Patterns.content.blogHistory, { id });
  }

  @KeptVersionOperation('blog post')
  blogVersion(@IdParam() id: number, @VersionParam() version: number): Promise<KeptVersion> {
    return this.bus.send(Patterns.content.blogVersion, { id, version });
  }

  @RestoreOperation('blog post', BlogViewDto)
  restoreBlog(@IdParam() id: number, @VersionParam() fromVersion: number, @Headers('if-match') ifMatch?: string): Promise<BlogView> {
    return this.write(() => this.bus.send(Patterns.content.restoreBlog, { id, fromVersion, expectedVersion: expectedVersionOf(ifMatch) }));
  }

  @HttpCode(200)
  @Operation({ summary: 'Delete a blog post', response: DeletedDto, errors: [412] })
  @IfMatchHeader()
  deleteBlog(@IdParam() id: number, @Headers('if-match') ifMatch?: string): Promise<DeletedView> {
    return this.write(() => this.bus.send(Patterns.content.deleteBlog, { id, expectedVersion: expectedVersionOf(ifMatch) }));
  }

  @Operation({
    summary: 'Demo requests and contact messages together, newest first, with their e-mail alerts',
    response: EnquiryPageDto,
    errors: [400],
  })
  listEnquiries(@Query() query: EnquiryQuery): Promise<EnquiryPage> {
    return this.bus.send(Patterns.content.listEnquiries, { kind: query.kind, status: query.status, limit: query.limit ?? 50, cursor: query.cursor });
  }

  @Operation({ summary: 'Every enquiry (filtered as the list) as a CSV download', response: EnquiryViewDto, produces: 'text/csv', errors: [400] })
  async downloadEnquiries(@Query() query: EnquiryQuery, @Res() res: ExpressResponse): Promise<void> {
    const rows = await collectPages<EnquiryView>((cursor) =>
      this.bus.send(Patterns.content.listEnquiries, { kind: query.kind, status: query.status, limit: PAGE_SIZE_MAX, cursor }),
    );
    const csv = stringify(
      rows.map((e) => [
        e.kind,
        e.id,
        e.createdAt,
        e.status,
        e.name,
        e.email,
        e.company ?? '',
        e.industry ?? '',
        e.subject,
        e.message ?? '',
        e.alert.state,
      ]),
      // Cells a spreadsheet would run as a formula (=, +, -, @) are quoted with a leading apostrophe.
      {
        header: true,
        columns: ['kind', 'id', 'receivedAt', 'status', 'name', 'email', 'company', 'industry', 'subject', 'message', 'alert'],
        cast: { string: neutraliseFormula },
      },
    );
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="enquiries-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.send(csv);
  }

  @kindParam
  @Operation({ summary: 'Mark an enquiry handled, or new again', response: EnquiryViewDto })
  setEnquiryStatus(@Param('kind') kind: string, @IdParam() id: number, @Body() body: EnquiryStatusInput): Promise<EnquiryView> {
    return this.bus.send(Patterns.content.setEnquiryStatus, { kind: parseKind(kind), id, status: body.status });
  }
}

function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
