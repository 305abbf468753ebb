import type { EntityManager } from 'typeorm';

/** Names as the catalog's unique constraints compare them (see catalogue-names.ts), over a connection or a transaction. */
export class CatalogueNamesRepository {
  constructor(private readonly manager: EntityManager) {}

  /** How the unique constraints see each of `names`: a lookup from a name to its key. */
  async keys(names: string[]): Promise<(name: string) => string> {
    const rows: Array<{ name: string; key: string }> = await this.manager.query(
      'SELECT n AS name, name_key(n) AS key FROM unnest($1::text[]) AS u(n)',
      [[...new Set(names)]],
    );
    const keys = new Map(rows.map((r) => [r.name, r.key]));
    return (name) => keys.get(name)!;
  }
}
