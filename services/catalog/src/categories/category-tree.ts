import type { EntityManager } from 'typeorm';

/**
 * Serialises changes of category parents for the rest of the transaction, so two parallel updates
 * (A under B, B under A) cannot each miss the loop the other makes.
 */
export async function lockCategoryTree(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('catalog.categories.parentId'))`);
}

/** Whether putting category `id` under `parentId` makes a loop: `id` is `parentId` or one of its ancestors. */
export async function wouldMakeLoop(manager: EntityManager, id: number, parentId: number): Promise<boolean> {
  // UNION (not UNION ALL) stops at a row already seen, so even a loop already stored ends the walk.
  const [row] = await manager.query<Array<{ loop: boolean }>>(
    `WITH RECURSIVE chain(id) AS (
       SELECT $1::int
       UNION
       SELECT c."parentId" FROM "categories" c JOIN chain ON c.id = chain.id WHERE c."parentId" IS NOT NULL
     )
     SELECT EXISTS (SELECT 1 FROM chain WHERE id = $2) AS loop`,
    [parentId, id],
  );
  return row.loop === true;
}
