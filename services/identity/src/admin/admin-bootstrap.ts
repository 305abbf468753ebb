import type { Logger } from 'pino';
import { ADMIN_ROLE } from '@lora/contracts';
import { generatePassword } from '@lora/runtime';
import { PASSWORD_MIN_LENGTH } from '@lora/contracts';
import { createUser } from '../users/users.service.js';
import type { IdentityStore } from '../data/identity.store.js';
import type { AdminCredentialsConfig } from '../config.js';

export type AdminBootstrapPlan =
  | { action: 'none'; reason: string }
  | { action: 'create'; username: string; password: string; generated: boolean }
  | { action: 'refuse'; reason: string };

export interface BootstrapFacts {
  admin: AdminCredentialsConfig;
  production: boolean;
  adminExists: boolean;
  usernameTaken: boolean;
}

/**
 * Decides how the first admin comes to exist. Credentials from ADMIN_USERNAME/ADMIN_PASSWORD
 * win; a local run without them gets a generated password, printed once; production never
 * invents one.
 */
export function planAdminBootstrap({ admin, production, adminExists, usernameTaken }: BootstrapFacts): AdminBootstrapPlan {
  const { username, password } = admin;
  if (password) {
    if (password.length < PASSWORD_MIN_LENGTH) {
      return { action: 'refuse', reason: `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters` };
    }
    if (usernameTaken) return { action: 'none', reason: `user "${username}" already exists; its password is left as it is` };
    return { action: 'create', username, password, generated: false };
  }
  if (adminExists) return { action: 'none', reason: 'an admin account exists' };
  if (production) {
    return {
      action: 'refuse',
      reason:
        'No admin account exists and ADMIN_PASSWORD is not set. With NODE_ENV=production the identity service ' +
        'will not invent a password: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run admin:create -- <username>`.',
    };
  }
  if (usernameTaken) {
    return { action: 'refuse', reason: `No admin account exists and user "${username}" is taken by a non-admin: set ADMIN_USERNAME` };
  }
  return { action: 'create', username, password: generatePassword(), generated: true };
}

export class AdminBootstrapRefused extends Error {}

export async function ensureAdmin(store: IdentityStore, logger: Logger, admin: AdminCredentialsConfig, production: boolean): Promise<void> {
  const { users } = store;
  const plan = planAdminBootstrap({
    admin,
    production,
    adminExists: await users.hasAdmin(),
    usernameTaken: await users.exists(admin.username),
  });
  if (plan.action === 'refuse') throw new AdminBootstrapRefused(plan.reason);
  if (plan.action === 'none') return;
  try {
    await createUser(users, { username: plan.username, password: plan.password, role: ADMIN_ROLE });
  } catch (err) {
    // Another replica created it first.
    if (await users.exists(plan.username)) return;
    throw err;
  }
  if (plan.generated) {
    logger.warn(
      { username: plan.username, password: plan.password },
      `Created the first admin "${plan.username}" with password "${plan.password}" (shown once; set ADMIN_PASSWORD to choose it)`,
    );
  } else {
    logger.info({ username: plan.username }, `Created admin "${plan.username}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
  }
}
