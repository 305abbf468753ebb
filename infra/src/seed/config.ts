import { z } from 'zod';
import { busConfig, busEnv, defineConfig } from '@lora/runtime';

/** The one-shot seed (compose's `seed` service, the local overlay's Job): the bus, and media's address. */
export const seedConfig = defineConfig(
  {
    ...busEnv,
    MEDIA_INTERNAL_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://media:3104' }).optional(),
    ),
  },
  (env) => ({ ...busConfig(env), mediaUrl: env.MEDIA_INTERNAL_URL }),
);
