// The server's environment, read and validated in one place so a typo fails at start, not later.
import { z } from 'zod';
import { fromProjectRoot } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty variables both mean "use the default". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const pathVar = (fallback: string) => optionalText.transform((v) => fromProjectRoot(v ?? fallback));

const envSchema = z.object({
  PORT: optionalText.pipe(
    z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(3000),
  ),
  HOST: optionalText.transform((v) => v ?? '0.0.0.0'),
  DATABASE_PATH: pathVar('data/salon.sqlite'),
  CONTENT_DIR: pathVar('server/content'),
  MEDIA_DIR: pathVar('server/content/media'),
  MEDIA_CACHE_DIR: pathVar('data/media-cache'),
  DIST_DIR: pathVar('dist'),
  INSTAGRAM_ACCESS_TOKEN: optionalText,
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: optionalText.transform((v, ctx) => {
    if (v === undefined || v === 'false' || v === '0') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    // A comma list of addresses or CIDR ranges, as Fastify accepts it.
    if (/^[0-9a-fA-F:.,/\s]+$/.test(v)) return v;
    ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count or a list of addresses' });
    return z.NEVER;
  }),
});

export type ServerConfig = z.output<typeof envSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid server environment:\n${problems}`);
  }
  return parsed.data;
}
