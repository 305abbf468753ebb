import type { FactoryProvider } from '@nestjs/common';
import { DataSource, InstanceChecker, type EntityManager } from 'typeorm';

export interface TransactionOptions {
  /** Roll back once `work` is done instead of committing: a dry run does everything a real run does and leaves nothing behind. */
  rehearse?: boolean;
}

/**
 * Runs `work` in one transaction and commits it, or, rehearsed, rolls it back; a failure rolls it back and is thrown
 * as it was (not hidden by a failed rollback). Over a manager that is in a transaction already, `work` runs in a
 * savepoint of that one.
 */
export async function transaction<T>(
  manager: EntityManager,
  work: (manager: EntityManager) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const runner = manager.queryRunner ?? manager.dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    const result = await work(runner.manager);
    if (options.rehearse) await runner.rollbackTransaction();
    else await runner.commitTransaction();
    return result;
  } catch (err) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw err;
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

/**
 * A service's repositories, over its connection or over one transaction: the only place its code reaches its tables,
 * and the one way it opens a transaction. `store.transaction((tx) => …)` hands `work` the same repositories over the
 * transaction. A subclass lists its repositories as fields built from `this.manager`, and has no constructor of its own.
 */
export abstract class Store {
  protected readonly manager: EntityManager;

  constructor(source: DataSource | EntityManager) {
    this.manager = InstanceChecker.isDataSource(source) ? source.manager : source;
  }

  /** Runs `work` in one transaction (see `transaction`) with these repositories over it. */
  transaction<T>(work: (tx: this) => Promise<T>): Promise<T>;
  transaction<T>(options: TransactionOptions, work: (tx: this) => Promise<T>): Promise<T>;
  transaction<T>(...args: [(tx: this) => Promise<T>] | [TransactionOptions, (tx: this) => Promise<T>]): Promise<T> {
    const [options, work] = args.length === 1 ? [{}, args[0]] : args;
    const Repositories = this.constructor as new (manager: EntityManager) => this;
    return transaction(this.manager, (manager) => work(new Repositories(manager)), options);
  }
}

/** The Nest provider of a service's store, over the service's connection. */
export function storeProvider<S extends Store>(type: new (source: DataSource) => S): FactoryProvider<S> {
  return { provide: type, inject: [DataSource], useFactory: (dataSource: DataSource) => new type(dataSource) };
}
