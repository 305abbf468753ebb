import type { Type } from '@nestjs/common';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';

/**
 * Who may call a route: anyone; anyone, the answer depending on a session when there is one (an admin's draft);
 * a signed-in user (401 without a session); an admin (401/403, checked before routing for the whole admin area).
 */
export type Guard = 'public' | 'optional-session' | 'session' | 'admin';

/**
 * Who answers a route:
 * - `api`: a method of a Nest controller, under the API's pipes, filter and OpenAPI document;
 * - `docs`: the OpenAPI document and its page (Swagger UI);
 * - `page`: a page rendered here with its data, for a browser asking for HTML (any other request goes on);
 * - `document`: rendered here whatever the request accepts (a feed, the sitemap, a form posted without the app);
 * - `mediaProxy`: a file from storage, streamed from the media service;
 * - `files`: the built site's files;
 * - `shell`: the built site's pages: a prerendered page, the app's plain shell, a redirect, the not-found page.
 * `page`, `document` and `shell` name their handler among the site's (pages/).
 */
export type Answer<Site extends string = string> =
  | { kind: 'api'; controller: Type<unknown>; handler: string }
  | { kind: 'docs' }
  | { kind: 'page' | 'document' | 'shell'; handler: Site }
  | { kind: 'mediaProxy' }
  | { kind: 'files' };

/** A public read the response cache keeps: its domain (dropped on that domain's events), and the query parameters it reads. */
export interface CacheRule {
  domain: string;
  /** A validated query class (the parameters it accepts) or their names; none when omitted. */
  params?: Type<unknown> | readonly string[];
}

/** One URL the gateway answers. */
export interface Route<Site extends string = string> {
  method: RouteMethod;
  /**
   * Express's path syntax (`:name` one segment, `*name` one or more, `{…}` optional: `{/}` a trailing slash), case-sensitive,
   * matched whole. A parameter named in PARAM_PATTERNS matches only what it says there.
   */
  path: string;
  answer: Answer<Site>;
  guard: Guard;
  cache?: CacheRule;
  /** Left out of the request log (the orchestrator's probes, asked every few seconds). */
  quiet?: boolean;
}

export const api = <T>(controller: Type<T>, handler: keyof T & string): Answer<never> => ({ kind: 'api', controller, handler });

/**
 * What a parameter matches where it is not just any segment: an id is a positive whole number of at most ten
 * digits (the id pipe bounds it further), an article's address in a page's URL has at most 400 characters.
 */
const PARAM_PATTERNS: Readonly<Record<string, string>> = { id: '\\d{1,10}', article: '[^/]{1,400}' };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route's path as a regular expression of the whole path, with no capturing group: Express decodes what a group
 * captures and refuses a malformed escape with a 400, where a page answers its not-found page instead.
 */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:\w+|\*\w+|[{}])/)
    .map((part) => {
      if (part === '{') return '(?:';
      if (part === '}') return ')?';
      if (part.startsWith(':')) return `(?:${PARAM_PATTERNS[part.slice(1)] ?? '[^/]+'})`;
      return part.startsWith('*') ? '.+' : escaped(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}
