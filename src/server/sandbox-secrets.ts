// In the sandbox, secrets not given in the environment are made at random once and kept in the database, so a local
// trial needs no set-up, its sessions survive a restart, and every process on the same database agrees. There is no
// development secret in the code: nothing a reader of this repository knows opens anyone's portal.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/open.ts';
import * as t from './db/schema.ts';
import { SECRET_VARIABLES, type EnvConfig, type SecretName, type ServerConfig, type ServerSecrets } from './config.ts';
import { lineLogger } from './logging/logger.ts';

const CONFIG_KEY = 'sandbox.secrets';

async function sandboxSecrets(db: Db): Promise<ServerSecrets> {
  const read = async () => (await db.select().from(t.config).where(eq(t.config.key, CONFIG_KEY)))[0]?.value as ServerSecrets | undefined;
  const kept = await read();
  if (kept) return kept;
  const made = Object.fromEntries(Object.keys(SECRET_VARIABLES).map((name) => [name, randomBytes(48).toString('base64url')])) as ServerSecrets;
  // Two processes starting together: the first insert wins and both read the same secrets back.
  await db.insert(t.config).values({ key: CONFIG_KEY, value: made }).onConflictDoNothing();
  return (await read())!;
}

/** The full configuration: the environment's secrets, and in the sandbox the kept random ones for any not given. */
export async function withSecrets(db: Db, env: EnvConfig, log: (line: string) => void = lineLogger('warn')): Promise<ServerConfig> {
  const { secrets, ...rest } = env;
  const missing = (Object.keys(SECRET_VARIABLES) as SecretName[]).filter((name) => !secrets[name]);
  if (!missing.length) return { ...rest, ...(secrets as ServerSecrets) };
  if (!env.sandbox) throw new Error(`${missing.map((name) => SECRET_VARIABLES[name]).join(', ')} missing outside the sandbox`);
  const kept = await sandboxSecrets(db);
  log(`SANDBOX: ${missing.map((name) => SECRET_VARIABLES[name]).join(', ')} not set; using random sandbox secrets kept in this database.`);
  return { ...rest, ...kept, ...(secrets as Partial<ServerSecrets>) };
}
