import { describe, expect, it } from '@jest/globals';
import type { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { useSpecDatabase } from '../../../infra/src/testing/spec-database.js';
import { Store } from './store.js';

class NotesTable1765756800000 implements MigrationInterface {
  name = 'NotesTable1765756800000';
  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)');
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE notes');
  }
}

class NotesRepository {
  constructor(private readonly manager: EntityManager) {}

  async add(text: string): Promise<void> {
    await this.manager.query('INSERT INTO notes (text) VALUES ($1)', [text]);
  }

  async all(): Promise<string[]> {
    return (await this.manager.query<Array<{ text: string }>>('SELECT text FROM notes ORDER BY id')).map((r) => r.text);
  }
}

class NotesStore extends Store {
  readonly notes = new NotesRepository(this.manager);
}

const db = useSpecDatabase('notes', { entities: [], migrations: [NotesTable1765756800000] }, 'notes');
const store = () => new NotesStore(db.dataSource);

describe('Store.transaction', () => {
  it('hands work the same store over one transaction, and commits it', async () => {
    const answer = await store().transaction(async (tx) => {
      expect(tx).toBeInstanceOf(NotesStore);
      await tx.notes.add('a');
      await tx.notes.add('b');
      // Another connection does not see it before the commit.
      expect({ inside: await tx.notes.all(), outside: await store().notes.all() }).toEqual({ inside: ['a', 'b'], outside: [] });
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await store().notes.all()).toEqual(['a', 'b']);
  });

  it('rehearsed, does the work and answers it, then leaves nothing behind', async () => {
    const seen = await store().transaction({ rehearse: true }, async (tx) => {
      await tx.notes.add('dry');
      return tx.notes.all();
    });
    expect(seen).toEqual(['dry']);
    expect(await store().notes.all()).toEqual([]);
  });

  it('rolls back on a failure and throws the failure as it was', async () => {
    const failure = new Error('refused');
    await expect(
      store().transaction(async (tx) => {
        await tx.notes.add('lost');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await store().notes.all()).toEqual([]);
  });

  it('within a transaction, opens a savepoint of it: what fails or is rehearsed inside goes, the rest commits', async () => {
    await store().transaction(async (tx) => {
      await tx.notes.add('outer');
      await expect(
        tx.transaction(async (inner) => {
          await inner.notes.add('failed');
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await tx.transaction({ rehearse: true }, (inner) => inner.notes.add('rehearsed'));
      await tx.transaction((inner) => inner.notes.add('kept'));
    });
    expect(await store().notes.all()).toEqual(['outer', 'kept']);
  });
});
