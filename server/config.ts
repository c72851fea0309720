import { z } from 'zod';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  PAGES_FILE: z.string().min(1).default('dist/server/pages.json'),
});

export type ServerConfig = z.infer<typeof configSchema>;

/** Reads the configuration from the environment, or fails naming the variable at fault. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
