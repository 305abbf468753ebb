/**
 * A reply that travels as its JSON text instead of inside the bus's envelope: the service serialises it
 * once, and the gateway can hand the bytes to the client as they came, without parsing and serialising
 * them again (a page of 24 products is about 65 KB, and those two steps were most of its cost). `meta`
 * is a small value that travels beside it (in a message header) for the gateway's own use.
 */
export class JsonReply<T, M extends object = Record<string, never>> {
  private parsed?: T;

  private constructor(
    private readonly json: string | Uint8Array,
    readonly meta: M,
  ) {}

  /** A reply from the JSON text of a value of type T (the caller vouches that it is). */
  static ofText<T, M extends object>(text: string, meta: M): JsonReply<T, M> {
    return new JsonReply<T, M>(text, meta);
  }

  /** A reply from the UTF-8 bytes of the JSON of a value of type T (the caller vouches that they are). */
  static ofBytes<T, M extends object>(bytes: Uint8Array, meta: M): JsonReply<T, M> {
    return new JsonReply<T, M>(bytes, meta);
  }

  /** A reply as it arrived from the bus. */
  static received<T, M extends object>(bytes: Uint8Array, meta: M): JsonReply<T, M> {
    return new JsonReply<T, M>(bytes, meta);
  }

  /** The JSON text, to put on the wire. */
  get wire(): string | Uint8Array {
    return this.json;
  }

  /** The value itself, parsed once when first asked for. */
  value(): T {
    this.parsed ??= JSON.parse(
      typeof this.json === 'string' ? this.json : Buffer.from(this.json.buffer, this.json.byteOffset, this.json.byteLength).toString('utf8'),
    ) as T;
    return this.parsed;
  }

  /** The bytes for an HTTP answer, without a copy. */
  body(): Buffer {
    return typeof this.json === 'string' ? Buffer.from(this.json) : Buffer.from(this.json.buffer, this.json.byteOffset, this.json.byteLength);
  }
}

/** Message headers that mark a JsonReply on the bus and carry its meta. */
export const JSON_REPLY_HEADER = 'x-json-reply';
export const JSON_REPLY_META_HEADER = 'x-json-reply-meta';
