import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { TokenParser, TokenType, Tokenizer, type ParsedTokenInfo } from '@streamparser/json';
import { CATALOGUE_LISTS, CONTENT_LISTS } from '@lora/contracts';
import { formatBytes } from '../../http/body-limit.js';

/** The lists an import bundle may hold: SPEC's three and the blog posts. Anything else in it is ignored. */
export const IMPORT_LISTS = [...CATALOGUE_LISTS, ...CONTENT_LISTS] as const;
export type ImportList = (typeof IMPORT_LISTS)[number];

/** One item of a list, with its place in that list. */
export interface ImportItem {
  list: ImportList;
  index: number;
  item: unknown;
}

export interface ImportReadLimits {
  /** Bytes of the whole body (a body sent without a Content-Length is counted as it comes). */
  bodyBytes: number;
  /** Items of all lists together. */
  items: number;
  /** Bytes of one item (or of one value beside the lists): more than any valid record takes. */
  itemBytes: number;
}

/** Containers nested deeper than this are no record of the catalogue (the deepest valid item nests 4). */
const DEPTH_MAX = 16;
const NOT_A_BUNDLE = 'The import must be a JSON object with categories, products, news and blogs lists';

/**
 * Follows the bundle's structure token by token, before the parser builds anything: the root is an object,
 * each list is a list (or null), nothing is nested absurdly deep, no item and no other value grows past its
 * byte bound, and the items together stay within their count. Each breach is thrown as the 400 or 413 it is.
 */
class BundleShape {
  private depth = 0;
  /** Inside the root object: the key being read, and whether a key (not a value) comes next. */
  private key: string | undefined;
  private keyNext = false;
  /** The list whose items are being read, if any. */
  private list: ImportList | undefined;
  private readonly counts = new Map<ImportList, number>();
  private items = 0;
  /** Where the current item of a list (or the current object or list beside them) began, in bytes. */
  private valueStart: number | undefined;
  private valueLabel = '';
  /** Where the last token began: a single string or number may not grow past the bound either. */
  private lastToken = 0;
  ended = false;

  constructor(private readonly limits: ImportReadLimits) {}

  see({ token, value, offset }: ParsedTokenInfo): void {
    this.lastToken = offset;
    const opens = token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET;
    const closes = token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET;
    if (this.depth === 0) {
      if (token !== TokenType.LEFT_BRACE) throw new BadRequestException(NOT_A_BUNDLE);
      this.depth = 1;
      this.keyNext = true;
      return;
    }
    if (this.depth === 1 && !closes) this.seeInRoot(token, value, offset, opens);
    else if (this.depth === 2 && this.list && !closes && token !== TokenType.COMMA) this.startItem(offset);
    if (opens && ++this.depth > DEPTH_MAX) throw new BadRequestException(`The import nests lists or objects deeper than ${DEPTH_MAX} levels`);
    if (closes && --this.depth === 0) this.ended = true;
    if (closes && this.depth === 1) this.list = undefined;
    // A value is over once its last token is read: back directly in a list, or in the root object.
    if (!opens && (this.depth === 1 || (this.depth === 2 && this.list))) this.valueStart = undefined;
  }

  /** A token directly inside the root object: a key, a colon, a comma or the start of a value. */
  private seeInRoot(token: TokenType, value: unknown, offset: number, opens: boolean): void {
    if (token === TokenType.COLON) return;
    if (token === TokenType.COMMA) {
      this.keyNext = true;
      return;
    }
    if (this.keyNext) {
      this.key = String(value);
      this.keyNext = false;
      return;
    }
    const list = IMPORT_LISTS.find((l) => l === this.key);
    if (list) {
      if (token === TokenType.NULL) return;
      if (token !== TokenType.LEFT_BRACKET) throw new BadRequestException(`${list} must be a list`);
      if (this.counts.has(list)) throw new BadRequestException(`${list} appears twice in the import`);
      this.counts.set(list, 0);
      this.list = list;
    } else if (opens) {
      this.valueStart = offset;
      this.valueLabel = `"${(this.key ?? '').slice(0, 40)}"`;
    }
  }

  /** The first token of an item of the list being read. */
  private startItem(offset: number): void {
    const list = this.list!;
    const index = this.counts.get(list)!;
    this.counts.set(list, index + 1);
    if (++this.items > this.limits.items)
      throw new PayloadTooLargeException(
        `The import holds more than ${this.limits.items} items; at most ${this.limits.items} are accepted in one file`,
      );
    this.valueStart = offset;
    this.valueLabel = `${list}[${index}]`;
  }

  /** After each chunk: the item (or other value, or single token) being read may not have grown past its bound. */
  checkGrowth(consumed: number): void {
    const bound = formatBytes(this.limits.itemBytes);
    if (this.valueStart !== undefined && consumed - this.valueStart > this.limits.itemBytes)
      throw new BadRequestException(`${this.valueLabel}: larger than ${bound}, more than any valid item takes`);
    if (consumed - this.lastToken > this.limits.itemBytes + 1) throw new BadRequestException(`The import holds a single value larger than ${bound}`);
  }
}

/**
 * Reads an import bundle from the request's bytes as they arrive: yields the items of its lists in groups, as
 * they are complete, and never holds the bundle. Malformed JSON, a shape that is not a bundle, an item past
 * its bound or too many items end the reading with the 400 or 413 that says so; a body past `bodyBytes` (one
 * sent without a Content-Length) is a 413.
 */
export async function* readImportBundle(body: AsyncIterable<Buffer | string>, limits: ImportReadLimits): AsyncGenerator<ImportItem[]> {
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({ paths: IMPORT_LISTS.map((list) => `$.${list}.*`), keepStack: false });
  const shape = new BundleShape(limits);
  let ready: ImportItem[] = [];
  let failure: Error | undefined;
  tokenizer.onToken = (info) => {
    if (failure) return;
    try {
      shape.see(info);
      parser.write(info);
    } catch (err) {
      failure = err as Error;
    }
  };
  tokenizer.onError = (err) => (failure ??= new BadRequestException(`The import is not valid JSON: ${err.message}`));
  tokenizer.onEnd = () => undefined;
  parser.onError = (err) => (failure ??= new BadRequestException(`The import is not valid JSON: ${err.message}`));
  parser.onEnd = () => undefined;
  parser.onValue = ({ value, key, stack }) => {
    ready.push({ list: stack[1]?.key as ImportList, index: key as number, item: value });
  };
  let consumed = 0;
  for await (const chunk of body) {
    consumed += chunk.length;
    if (consumed > limits.bodyBytes) throw new PayloadTooLargeException();
    if (!tokenizer.isEnded) tokenizer.write(chunk);
    else if (String(chunk).trim()) failure ??= new BadRequestException('The import is not valid JSON: data after its end');
    if (!failure) {
      try {
        shape.checkGrowth(consumed);
      } catch (err) {
        failure = err as Error;
      }
    }
    if (failure) throw failure;
    if (ready.length) {
      yield ready;
      ready = [];
    }
  }
  if (!tokenizer.isEnded && shape.ended) tokenizer.end();
  if (failure) throw failure;
  if (!shape.ended) throw new BadRequestException(consumed ? 'The import is not valid JSON: it ends before its last }' : NOT_A_BUNDLE);
  if (ready.length) yield ready;
}
