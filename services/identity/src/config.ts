import { defineConfig, defineServiceConfig, setting, type Env } from '@lora/runtime';

export const DEFAULT_ADMIN_USERNAME = 'admin';

const adminEnv = {
  ADMIN_USERNAME: setting.text(DEFAULT_ADMIN_USERNAME),
  ADMIN_PASSWORD: setting.optionalText(),
};

/** The first admin's credentials from the environment; no password means "generate one locally". */
export interface AdminCredentialsConfig {
  username: string;
  password?: string;
}

export const identityConfig = defineServiceConfig({ ...adminEnv, SESSION_TTL_HOURS: setting.int(24 * 7, 1) }, (env) => ({
  admin: { username: env.ADMIN_USERNAME.trim() || DEFAULT_ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
  sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
}));
export type IdentityConfig = ReturnType<typeof identityConfig.load>;

/** `npm run admin:create`: the database, and a password when one is given in the environment. */
const cliConfig = defineConfig(
  {
    DATABASE_URL: setting.url('postgres://postgres@127.0.0.1:5432/lorawan_site', /^postgres(ql)?$/, 'a postgres:// URL'),
    ADMIN_PASSWORD: setting.optionalText(),
  },
  (env) => ({ databaseUrl: env.DATABASE_URL, password: env.ADMIN_PASSWORD }),
);
export const loadCliConfig = (env: Env = process.env) => cliConfig.load(env);
