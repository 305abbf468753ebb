import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UsersRepository } from './users/users.repository.js';
import { SessionsRepository } from './sessions/sessions.repository.js';

/** The identity service's repositories over one connection or one transaction. */
export class IdentityRepositories {
  readonly users: UsersRepository;
  readonly sessions: SessionsRepository;

  constructor(manager: EntityManager) {
    this.users = new UsersRepository(manager);
    this.sessions = new SessionsRepository(manager);
  }
}

/** Where the identity service reaches its tables: the repositories outside a transaction, or within one. */
@Injectable()
export class IdentityStore extends IdentityRepositories {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    super(dataSource.manager);
  }

  transaction<T>(work: (tx: IdentityRepositories) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new IdentityRepositories(manager)));
  }
}
