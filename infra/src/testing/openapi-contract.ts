import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const DOC_ID = 'openapi';

/**
 * Checks real answers against an OpenAPI 3.0 document: the status must be documented for the
 * operation and the body must match its schema. Schemas are tightened for the check (no
 * undeclared properties), so a field the document does not describe is caught too.
 */
export class OpenApiContract {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();
  readonly exercised = new Set<string>();

  constructor(readonly document: Json) {
    this.ajv = new Ajv({ allErrors: true, strict: false });
    (addFormats as unknown as (ajv: Ajv) => void)(this.ajv);
    const components = (document.components as Json | undefined)?.schemas ?? {};
    this.ajv.addSchema({ $id: DOC_ID, components: { schemas: toJsonSchema(components) } });
  }

  /** Every documented operation as "METHOD /path/{template}". */
  operations(): string[] {
    const paths = this.document.paths as Record<string, Json>;
    return Object.entries(paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`));
  }

  /** The problems with one answer; empty when it is what the document promises. A non-JSON body is checked as text. */
  check(method: string, template: string, status: number, body: unknown, mediaType = 'application/json'): string[] {
    const key = `${method.toUpperCase()} ${template}`;
    const operation = (this.document.paths as Record<string, Json>)[template]?.[method.toLowerCase()] as Json | undefined;
    if (!operation) return [`${key} is not documented`];
    this.exercised.add(key);
    const response = (operation.responses as Record<string, Json>)[String(status)];
    if (!response) return [`${key} answered ${status}, which is not documented (documented: ${Object.keys(operation.responses as Json).join(', ')})`];
    const schema = ((response.content as Json | undefined)?.[mediaType] as Json | undefined)?.schema;
    if (!schema) return [`${key} ${status} has no ${mediaType} schema`];
    // Bytes (images, documents): the status and the media type are what the document promises.
    if ((schema as Json).format === 'binary') return [];
    const validate = this.validator(`${key} ${status}`, schema as Json);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `${key} ${status}: body${e.instancePath} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
    );
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as Json);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** OpenAPI 3.0 schema → JSON Schema: `nullable` becomes a null type, refs point into the document, objects are closed. */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const source = node as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable' || key === 'example') continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace(/^#/, `${DOC_ID}#`);
    else if (key === 'properties' || key === 'components' || key === 'schemas') {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, toJsonSchema(v)]));
    } else out[key] = toJsonSchema(value);
  }
  if (source.properties && source.additionalProperties === undefined) out.additionalProperties = false;
  if (source.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else return { anyOf: [out, { type: 'null' }] };
    if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
  }
  return out;
}
