/**
 * The OpenAPI decorators of the DTO classes, recorded instead of applied: services validate with these
 * classes and never document anything, so they need not load @nestjs/swagger (about 20 MB per
 * process). The gateway applies the records with swagger's own decorators before it builds its
 * document (see `documentedProperties`).
 */
export type ApiPropertyOptions = Record<string, unknown>;

export interface ApiPropertyRecord {
  target: object;
  key: string | symbol;
  options: ApiPropertyOptions;
  required: boolean;
}

const records: ApiPropertyRecord[] = [];

function recorder(required: boolean) {
  return (options: ApiPropertyOptions = {}): PropertyDecorator =>
    (target, key) => {
      records.push({ target, key, options, required });
    };
}

/** Stands for @nestjs/swagger's ApiProperty. */
export const ApiProperty = recorder(true);
/** Stands for @nestjs/swagger's ApiPropertyOptional. */
export const ApiPropertyOptional = recorder(false);

/** The recorded decorators not yet applied, in the order the classes declared them; each is handed out once. */
export function documentedProperties(): ApiPropertyRecord[] {
  return records.splice(0);
}
