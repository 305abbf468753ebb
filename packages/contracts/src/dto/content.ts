import { ApiProperty, ApiPropertyOptional } from './api-docs.js';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import {
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  FIELD_LIMITS,
  INDUSTRIES,
  type ContactMessageFields,
  type DemoRequestFields,
  type EnquiryKind,
  type EnquiryStatus,
  type Industry,
} from '@lora/api';
import { OptionalChoice, OptionalFlag, OptionalText, OptionalWebAddress, RequiredEmail, RequiredText, TextList, WellFormedText } from './fields.js';
import { ArticleQuery, PageQuery } from './lists.js';
import { IdQuery, IsFieldPatch, VersionedIdQuery } from './fields.js';
import type { BlogFields, NewsFields } from '../contract.js';

const L = FIELD_LIMITS;

/** SPEC §3's demo request payload: the four required fields, an optional industry and project details. */
export class DemoRequestInput implements DemoRequestFields {
  @RequiredText(L.personName) firstName: string;
  @RequiredText(L.personName) lastName: string;
  @RequiredEmail() email: string;
  @RequiredText(L.company) company: string;
  @OptionalChoice(INDUSTRIES, null) industry?: Industry | null;
  @OptionalText(L.enquiryText) projectDescription?: string | null;
}

/** SPEC §3's contact_submissions: every field required. */
export class ContactMessageInput implements ContactMessageFields {
  @RequiredText(L.personName * 2) name: string;
  @RequiredEmail() email: string;
  @RequiredText(L.enquirySubject) subject: string;
  @RequiredText(L.enquiryText) message: string;
}

/**
 * A news article as the admin form sends it. The form also sends slug, publishedAt and authorId;
 * the server decides those (slug from the title, publishedAt from the switch, author from the
 * session), so they are not part of the input and are dropped.
 */
export class NewsInput {
  @RequiredText(L.articleTitle) title: string;
  @RequiredText(L.articleCategory) category: string;
  @RequiredText(L.articleExcerpt) excerpt: string;
  @RequiredText(L.articleContent) content: string;
  @OptionalWebAddress('web-or-site-path') featuredImage?: string | null;
  @OptionalFlag(false) isPublished?: boolean;
}

/** A blog post: like news, with tags instead of a category. */
export class BlogInput {
  @RequiredText(L.articleTitle) title: string;
  @RequiredText(L.articleExcerpt) excerpt: string;
  @RequiredText(L.articleContent) content: string;
  @OptionalWebAddress('web-or-site-path') featuredImage?: string | null;
  @TextList() tags?: string[];
  @OptionalFlag(false) isPublished?: boolean;
}

/** What the gateway sends to create an article: the input and the signed-in author. */
export class NewsCommand {
  @IsInt() @Min(1) authorId: number;
  @ValidateNested() @Type(() => NewsInput) article: NewsInput;
}

/** The fields to change (any of NewsInput's; the rest are kept), and the version they are based on. */
export class UpdateNewsCommand extends VersionedIdQuery {
  @IsInt() @Min(1) authorId: number;
  @IsFieldPatch() article: Partial<NewsFields>;
}

export class BlogCommand {
  @IsInt() @Min(1) authorId: number;
  @ValidateNested() @Type(() => BlogInput) article: BlogInput;
}

export class UpdateBlogCommand extends VersionedIdQuery {
  @IsInt() @Min(1) authorId: number;
  @IsFieldPatch() article: Partial<BlogFields>;
}

export const ARTICLE_SCOPES = ['published', 'all'] as const;

/** A page of articles: published ones for the site, all for the admin (optionally those a search finds). */
export class ArticleListCommand extends ArticleQuery {
  @IsIn(ARTICLE_SCOPES, { message: `scope must be one of ${ARTICLE_SCOPES.join(', ')}` })
  scope: (typeof ARTICLE_SCOPES)[number];
}

/** A tag of blog posts, as an admin types it (a `tags` item): one well-formed text, at most FIELD_LIMITS.listItemText characters. */
function BlogTag(): PropertyDecorator {
  const message = `tag must be one tag of 1 to ${L.listItemText} characters, e.g. guide, tutorial, case-study or webinar`;
  const decorators = [
    ApiPropertyOptional({
      type: String,
      minLength: 1,
      maxLength: L.listItemText,
      description: 'Only posts carrying this tag (case-insensitive); the resources page reads guide, tutorial, case-study and webinar',
    }),
    IsOptional(),
    IsString({ message }),
    MinLength(1, { message }),
    MaxLength(L.listItemText, { message }),
    WellFormedText(),
  ];
  // Applied last to first, as stacked decorators are.
  return (target, key) => [...decorators].reverse().forEach((decorate) => decorate(target, key));
}

/** The public blog list's query: a page, optionally only the posts carrying one tag. */
export class BlogListQuery extends PageQuery {
  @BlogTag() tag?: string;
}

/** A page of blog posts, optionally only those carrying one tag. */
export class BlogListCommand extends ArticleListCommand {
  @BlogTag() tag?: string;
}

export class SlugQuery {
  @RequiredText(L.articleTitle * 2) slug: string;
}

/** The inbox's query: a page, optionally one kind and one status. */
export class EnquiryQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ENQUIRY_KINDS, description: 'demo: demo requests (the contact form); contact: contact messages' })
  @IsOptional()
  @IsIn(ENQUIRY_KINDS, { message: `kind must be one of ${ENQUIRY_KINDS.join(', ')}` })
  kind?: EnquiryKind;

  @ApiPropertyOptional({ enum: ENQUIRY_STATUSES })
  @IsOptional()
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` })
  status?: EnquiryStatus;
}

export class EnquiryStatusInput {
  @ApiProperty({ enum: ENQUIRY_STATUSES, description: 'handled: someone answered it; new: back to the unanswered ones' })
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` })
  status: EnquiryStatus;
}

export class EnquiryStatusCommand extends IdQuery {
  @IsIn(ENQUIRY_KINDS, { message: `kind must be one of ${ENQUIRY_KINDS.join(', ')}` })
  kind: EnquiryKind;
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` })
  status: EnquiryStatus;
}

/** The media library's query: a page, optionally one category and a name search. */
export class MediaQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['image', 'document'] })
  @IsOptional()
  @IsIn(['image', 'document'], { message: 'category must be one of image, document' })
  category?: 'image' | 'document';

  @ApiPropertyOptional({ type: String, maxLength: 200, description: 'Case-insensitive text in the original file name' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @WellFormedText()
  search?: string;
}

/** A media file's id: the text key media made (a UUID). */
export class MediaIdQuery {
  @IsString() @Matches(/^[0-9a-f-]{36}$/, { message: 'id must be a media file id' }) id: string;
}
