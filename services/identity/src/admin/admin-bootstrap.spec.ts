import { describe, expect, it } from '@jest/globals';
import { planAdminBootstrap } from './admin-bootstrap.js';
import { identityConfig } from '../config.js';

/** The facts as the service sees them at start-up, from the same environment variables it reads. */
const facts = (env: Record<string, string>, adminExists = false, usernameTaken = false) => {
  const config = identityConfig.load(env);
  return { admin: config.admin, production: config.nodeEnv === 'production', adminExists, usernameTaken };
};

describe('first admin bootstrap rules', () => {
  it('creates the admin named by ADMIN_USERNAME with ADMIN_PASSWORD', () => {
    expect(planAdminBootstrap(facts({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'long-enough-password' }))).toEqual({
      action: 'create',
      username: 'ops',
      password: 'long-enough-password',
      generated: false,
    });
  });

  it('defaults the username to "admin"', () => {
    const plan = planAdminBootstrap(facts({ ADMIN_PASSWORD: 'long-enough-password' }));
    expect(plan).toMatchObject({ action: 'create', username: 'admin' });
  });

  it('never overwrites an existing user from the environment', () => {
    const plan = planAdminBootstrap(facts({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'long-enough-password' }, true, true));
    expect(plan.action).toBe('none');
  });

  it('refuses a password shorter than 12 characters', () => {
    expect(planAdminBootstrap(facts({ ADMIN_PASSWORD: 'short' }))).toEqual({
      action: 'refuse',
      reason: 'ADMIN_PASSWORD must be at least 12 characters',
    });
  });

  it('generates a password for a local run without credentials', () => {
    const plan = planAdminBootstrap(facts({ NODE_ENV: 'development' }));
    expect(plan).toMatchObject({ action: 'create', username: 'admin', generated: true });
    expect(plan.action === 'create' && plan.password.length).toBeGreaterThanOrEqual(16);
  });

  it('refuses to start in production without ADMIN_PASSWORD and says why', () => {
    const plan = planAdminBootstrap(facts({ NODE_ENV: 'production' }));
    expect(plan.action).toBe('refuse');
    expect(plan.action === 'refuse' && plan.reason).toContain('ADMIN_PASSWORD is not set');
  });

  it('starts in production without ADMIN_PASSWORD once an admin exists', () => {
    expect(planAdminBootstrap(facts({ NODE_ENV: 'production' }, true, true)).action).toBe('none');
  });
});
