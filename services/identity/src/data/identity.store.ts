import { Store } from '@lora/runtime';
import { UsersRepository } from './users.repository.js';
import { SessionsRepository } from './sessions.repository.js';

/** Where the identity service reaches its tables: its repositories, over the connection or one transaction. */
export class IdentityStore extends Store {
  readonly users = new UsersRepository(this.manager);
  readonly sessions = new SessionsRepository(this.manager);
}
