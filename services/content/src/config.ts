import { z } from 'zod';
import { defineServiceConfig, setting } from '@lora/runtime';

const smtpUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587' }).optional(),
);
/** name@host; a host without a dot (localhost, an internal relay) is allowed. */
const email = (fallback: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.string().regex(/^[^\s@<>]+@[^\s@<>]+$/, { error: 'must be an e-mail address, e.g. sales@example.com' }),
  );

export const contentConfig = defineServiceConfig(
  {
    SMTP_URL: smtpUrl,
    SALES_EMAIL: email('sales@localhost'),
    ALERT_FROM: email('no-reply@localhost'),
    ALERT_POLL_MS: setting.int(1000, 10),
    ALERT_RETRY_BASE_MS: setting.int(2000, 1),
    ALERT_RETRY_MAX_MS: setting.int(300_000, 1),
    ALERT_MAX_ATTEMPTS: setting.int(12, 1),
  },
  (env) => ({
    /** E-mail alerts for new enquiries; without an SMTP URL none are sent and the inbox says so. */
    alerts: {
      smtpUrl: env.SMTP_URL,
      to: env.SALES_EMAIL,
      from: env.ALERT_FROM,
      pollMs: env.ALERT_POLL_MS,
      retryBaseMs: env.ALERT_RETRY_BASE_MS,
      retryMaxMs: env.ALERT_RETRY_MAX_MS,
      maxAttempts: env.ALERT_MAX_ATTEMPTS,
    },
  }),
);
export type ContentConfig = ReturnType<typeof contentConfig.load>;
