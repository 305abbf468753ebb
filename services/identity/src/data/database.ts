import { User } from './user.entity.js';
import { Session } from './session.entity.js';
import { IdentityInit1763769600000 } from './migrations/1763769600000-identity-init.js';
import { IdentityUserVersions1765497600000 } from './migrations/1765497600000-identity-user-versions.js';

export const identityDatabase = {
  entities: [User, Session],
  migrations: [IdentityInit1763769600000, IdentityUserVersions1765497600000],
};
