import type { EntityManager, QueryRunner } from 'typeorm';
import { HISTORY_PER_RECORD, currentActor, type HistoryEntry } from '@lora/contracts';
import { editableFields } from './validation.js';
import { notFound } from './errors.js';

const TABLE = 'record_history';

/** A state of a record to keep: its version, its editable fields, and when it was saved (now when not given). */
export interface RecordState {
  version: number;
  data: Record<string, unknown>;
  savedAt?: Date;
}

/** A stored record as history keeps it: its version, the fields `input` declares (what a save may change), when saved. */
export function recordState(input: new () => object, record: { version: number; updatedAt: string | Date }): RecordState {
  return { version: record.version, data: editableFields(input, record), savedAt: new Date(record.updatedAt) };
}

/**
 * The saved versions of one kind of record (`product`, `news`...), in the service's own `record_history` table, written
 * in the transaction of the save they record. Each save keeps the state it wrote, with who saved it (the admin the
 * gateway named on the message) and when; only the latest HISTORY_PER_RECORD of a record stay. A record's versions
 * go with it when it is deleted. Each state holds only the record's editable fields, which validation bounds, so
 * the table is bounded by records × HISTORY_PER_RECORD × the largest record.
 */
export class RecordHistory {
  constructor(
    private readonly manager: EntityManager,
    private readonly entity: string,
  ) {}

  /**
   * Keeps `saved` as the newest version of record `id`. `before` is the state the save replaced: kept first when the
   * history does not hold it yet (a record saved before history was kept, or imported), as saved by nobody known.
   */
  async keep(id: number, saved: RecordState, options: { before?: RecordState; restoredFrom?: number } = {}): Promise<void> {
    if (options.before) await this.insert(id, options.before, null, null, true);
    await this.insert(id, saved, currentActor() ?? null, options.restoredFrom ?? null, false);
    await this.manager.query(
      `DELETE FROM ${TABLE} WHERE entity = $1 AND "recordId" = $2 AND version NOT IN
         (SELECT version FROM ${TABLE} WHERE entity = $1 AND "recordId" = $2 ORDER BY version DESC LIMIT ${HISTORY_PER_RECORD})`,
      [this.entity, id],
    );
  }

  /**
   * The kept versions of record `id`, newest first, each with the fields it changed against the one before it
   * (compared as JSON values, in Postgres, an object's key order included where the table keeps it: a json column):
   * the states themselves stay there, so the list is small whatever the record.
   */
  list(id: number): Promise<HistoryEntry[]> {
    const keyOrder = (state: string) =>
      `(SELECT array_agg(o ORDER BY n) FROM json_object_keys(CASE WHEN json_typeof(${state}::json -> k) = 'object' THEN ${state}::json -> k END) WITH ORDINALITY AS t(o, n))`;
    return this.manager.query(
      `SELECT version, "savedAt", "savedBy", "restoredFrom",
         CASE WHEN before IS NULL THEN '{}'::text[]
              ELSE ARRAY(SELECT k FROM jsonb_object_keys(data::jsonb || before::jsonb) AS k
                         WHERE data::jsonb -> k IS DISTINCT FROM before::jsonb -> k OR ${keyOrder('data')} IS DISTINCT FROM ${keyOrder('before')}
                         ORDER BY k) END AS changed
       FROM (SELECT *, lead(data) OVER (ORDER BY version DESC) AS before FROM ${TABLE} WHERE entity = $1 AND "recordId" = $2) AS kept
       ORDER BY version DESC`,
      [this.entity, id],
    );
  }

  /** The fields of one kept version of record `id`, or undefined when it is not (or no longer) kept. */
  async find(id: number, version: number): Promise<Record<string, unknown> | undefined> {
    const [entry] = await this.manager.query<Array<{ data: Record<string, unknown> }>>(
      `SELECT data FROM ${TABLE} WHERE entity = $1 AND "recordId" = $2 AND version = $3`,
      [this.entity, id, version],
    );
    return entry?.data;
  }

  /** The fields of one kept version of record `id`; not kept, a 404 naming the record as `what` ("product"). */
  async kept(id: number, version: number, what: string): Promise<Record<string, unknown>> {
    const values = await this.find(id, version);
    if (!values) throw notFound(`Version ${version} of ${what} ${id} is not kept`);
    return values;
  }

  /** Forgets every version of record `id` (it was deleted). */
  async forget(id: number): Promise<void> {
    await this.manager.query(`DELETE FROM ${TABLE} WHERE entity = $1 AND "recordId" = $2`, [this.entity, id]);
  }

  private async insert(id: number, state: RecordState, savedBy: string | null, restoredFrom: number | null, ifMissing: boolean) {
    await this.manager.query(
      `INSERT INTO ${TABLE} (entity, "recordId", version, data, "savedAt", "savedBy", "restoredFrom")
       VALUES ($1, $2, $3, $4::json, coalesce($5::timestamptz, now()), $6, $7)
       ON CONFLICT (entity, "recordId", version) DO ${ifMissing ? 'NOTHING' : 'UPDATE SET data = EXCLUDED.data, "savedAt" = EXCLUDED."savedAt", "savedBy" = EXCLUDED."savedBy", "restoredFrom" = EXCLUDED."restoredFrom"'}`,
      [this.entity, id, state.version, JSON.stringify(state.data), state.savedAt?.toISOString() ?? null, savedBy, restoredFrom],
    );
  }
}

/** The `record_history` table of a service's schema, for its migration. */
export async function createRecordHistoryTable(q: QueryRunner): Promise<void> {
  await q.query(`
    CREATE TABLE ${TABLE} (
      entity text NOT NULL,
      "recordId" integer NOT NULL,
      version integer NOT NULL,
      data jsonb NOT NULL,
      "savedAt" timestamptz NOT NULL DEFAULT now(),
      "savedBy" text,
      "restoredFrom" integer,
      PRIMARY KEY (entity, "recordId", version)
    )`);
}
