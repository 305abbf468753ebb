import { BadRequestException, HttpCode } from '@nestjs/common';
import { ApiBody, ApiHeader } from '@nestjs/swagger';
import { applyDecorators, type Type } from '@nestjs/common';
import { HISTORY_PER_RECORD, HistoryEntryDto, KeptVersionDto } from '@lora/contracts';
import { Operation } from '../openapi/operation.js';

const VERSION = /^\s*(?:W\/)?"(\d{1,9})"\s*$/;

/**
 * The version a save or delete is based on: `If-Match: "3"` (or `W/"3"`), else the body's `version`. Without either
 * (or with `If-Match: *`) the write is not checked, so API clients written to SPEC keep working; the admin UI always
 * sends one, and a stale one is a 412 with the record as stored.
 */
export function expectedVersionOf(ifMatch: string | undefined, body?: Record<string, unknown>): number | undefined {
  if (ifMatch !== undefined && ifMatch.trim() !== '*') {
    const match = VERSION.exec(ifMatch);
    if (!match) throw new BadRequestException('If-Match must be the version the change is based on, e.g. "3"');
    return Number(match[1]);
  }
  const version = body?.version;
  if (version === undefined || version === null) return undefined;
  if (!Number.isInteger(version) || (version as number) < 1)
    throw new BadRequestException('version must be the whole number the record was read with');
  return version as number;
}

/** A partial save's fields: the body as sent, less `version`; the service checks them merged with the stored record. */
export function patchOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequestException('The body must be an object of the fields to change');
  const { version: _version, ...fields } = body as Record<string, unknown>;
  return fields;
}

/** The OpenAPI of a versioned partial save: any of `input`'s fields, `version` or If-Match, and its 412. */
export function VersionedSave(input: Type<unknown>) {
  return applyDecorators(
    ApiBody({
      type: input,
      description:
        'Any of these fields: those not sent are kept. With `version` (or If-Match), a save based on a version someone has saved over is a 412.',
    }),
    IfMatchHeader(),
  );
}

export function IfMatchHeader() {
  return ApiHeader({
    name: 'If-Match',
    required: false,
    description: 'The version the change is based on ("3"): a stale one is a 412 with the record as stored. Without it, the change is not checked.',
  });
}

/** The OpenAPI of a record's history: `what` is "product", "news article"... */
export function HistoryOperation(what: string) {
  return Operation({
    summary: `The kept versions of a ${what}, newest first`,
    description: `Each save keeps the version it wrote, with who saved it and when; the latest ${HISTORY_PER_RECORD} stay. The first entry is the ${what} as stored now.`,
    response: [HistoryEntryDto],
    errors: [404],
  });
}

/** The OpenAPI of one kept version's fields, read to compare with the record before restoring it. */
export function KeptVersionOperation(what: string) {
  return Operation({
    summary: `One kept version of a ${what}: its fields as that version saved them`,
    response: KeptVersionDto,
    errors: [400, 404],
  });
}

/** The OpenAPI of a restore of a kept version, which answers the record as saved. */
export function RestoreOperation(what: string, view: Type<unknown>) {
  return applyDecorators(
    HttpCode(200),
    Operation({
      summary: `Restore a kept version of a ${what}`,
      description:
        "Saves the kept version's fields as a new version (so a restore shows in the history and is undone by restoring the one before). " +
        'With If-Match, refused (412) when someone saved since.',
      response: view,
      errors: [400, 404, 409, 412],
    }),
    IfMatchHeader(),
  );
}
