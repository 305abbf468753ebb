import type { EntityManager, QueryRunner } from 'typeorm';

/** How many staged items an import reads and writes at a time. */
export const IMPORT_BATCH = 250;
/** How many items a service validates before it lets other requests run (validation is synchronous work). */
export const VALIDATION_SLICE = 25;
/** Staged items of an import that was neither applied nor discarded (its gateway stopped) go after this long. */
const ABANDONED_AFTER = '1 hour';
const TABLE = 'import_items';

/** A staged item and its place in its list. */
export interface StagedItem<T> {
  position: number;
  item: T;
}

/**
 * The items of an import in progress, kept in the service's own `import_items` table between the bus messages
 * that bring them (any replica may take any part) and the one that applies them all in one transaction. Only
 * what its service validated is staged; applying reads it back in batches, so no process holds a whole bundle.
 */
export class ImportStaging {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Keeps a part's items at their places in `list` (again the same: the same places); drops abandoned imports. Each
   * item goes in as the JSON it was sent as: in a json column (the catalog's) an object's keys keep their order.
   */
  async stage(importId: string, list: string, firstIndex: number, items: object[]): Promise<number> {
    await this.manager.query(`DELETE FROM ${TABLE} WHERE "stagedAt" < now() - interval '${ABANDONED_AFTER}'`);
    await this.manager.query(
      `INSERT INTO ${TABLE} ("importId", list, position, item)
       SELECT $1, $2, $3::int + (n - 1)::int, x FROM json_array_elements($4::json) WITH ORDINALITY AS t(x, n)
       ON CONFLICT ("importId", list, position) DO UPDATE SET item = EXCLUDED.item, "stagedAt" = now()`,
      [importId, list, firstIndex, JSON.stringify(items)],
    );
    return items.length;
  }

  /** Chosen fields of every staged item of a list (as SQL expressions over `item`), in order: small, for whole-file checks. */
  async fields<T extends object>(
    importId: string,
    list: string,
    columns: Record<keyof T & string, string>,
  ): Promise<Array<T & { position: number }>> {
    const select = Object.entries(columns).map(([name, sql]) => `${sql as string} AS "${name}"`);
    return this.manager.query(`SELECT position, ${select.join(', ')} FROM ${TABLE} WHERE "importId" = $1 AND list = $2 ORDER BY position`, [
      importId,
      list,
    ]);
  }

  /** The staged items of a list, in order, IMPORT_BATCH at a time. */
  async *batches<T>(importId: string, list: string, size = IMPORT_BATCH): AsyncGenerator<Array<StagedItem<T>>> {
    let after = -1;
    for (;;) {
      const rows: Array<StagedItem<T>> = await this.manager.query(
        `SELECT position, item FROM ${TABLE} WHERE "importId" = $1 AND list = $2 AND position > $3 ORDER BY position LIMIT $4`,
        [importId, list, after, size],
      );
      if (!rows.length) return;
      yield rows;
      after = rows[rows.length - 1].position;
    }
  }

  /** Forgets an import's staged items; answers how many there were. */
  async discard(importId: string): Promise<number> {
    const [, affected]: [unknown, number] = await this.manager.query(`DELETE FROM ${TABLE} WHERE "importId" = $1`, [importId]);
    return affected;
  }
}

/** The `import_items` table of a service's schema, for its migration. */
export async function createImportStagingTable(q: QueryRunner): Promise<void> {
  await q.query(`
    CREATE TABLE ${TABLE} (
      "importId" uuid NOT NULL,
      list text NOT NULL,
      position integer NOT NULL,
      item jsonb NOT NULL,
      "stagedAt" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("importId", list, position)
    )`);
  await q.query(`CREATE INDEX ${TABLE}_staged_at_idx ON ${TABLE} ("stagedAt")`);
}
