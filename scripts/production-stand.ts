// The production stand (decision 100): the portal outside the sandbox — no SANDBOX, every secret strong and random,
// PUBLIC_ORIGIN set, the built SPA served — with its SMS, mail, payment and courier providers pointed at local
// peers, and the first admins made by `npm run staff -- create-admin` before the portal opens the database (PGlite's
// directory is locked while it runs). A control API beside it lets a browser journey read the peers and act at them.
//
//   STAND_PORT=8381 STAND_CONTROL_PORT=8382 STAND_DATA_DIR=/dev/shm/stand STATIC_DIR=dist npx tsx scripts/production-stand.ts
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startControl, type Enrolment } from '../tests/support/production-stand/control.ts';
import { startPeers } from '../tests/support/production-stand/peers.ts';
import { startPortal } from '../tests/support/production-stand/portal.ts';
import { scratchRoot } from '../tests/support/scratch.ts';

interface StandAdmin { email: string; name: string }

/** One first admin per journey that needs one: each journey makes its own people. */
const STAND_ADMINS: StandAdmin[] = [
  { email: 'first.admin.zh@center.example.cn', name: '王管理' },
  { email: 'first.admin.en@center.example.cn', name: 'Alex Admin' },
];

const port = Number(process.env.STAND_PORT ?? 8381);
const controlPort = Number(process.env.STAND_CONTROL_PORT ?? port + 1);
const dataDir = process.env.STAND_DATA_DIR ?? join(scratchRoot(), `portal-production-${port}`);
const origin = `http://127.0.0.1:${port}`;

// What an operator's .env holds; the secrets made for this run only (`openssl rand -base64 48` in README).
const secret = () => randomBytes(48).toString('base64');
const { SANDBOX: _sandbox, ...inherited } = process.env;
const peers = await startPeers();
const portalEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_ORIGIN: origin,
  PGLITE_DIR: dataDir,
  STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
  TOKEN_SECRET: secret(),
  DOWNLOAD_LINK_SECRET: secret(),
  STORED_SECRETS_KEY: secret(),
  // Every journey signs in from 127.0.0.1; the limits themselves are proved by the server tests.
  LOGINS_PER_IP_PER_10_MIN: '1000',
  CODE_SENDS_PER_IP_PER_HOUR: '1000',
  UPLOAD_TOKENS_PER_IP_PER_HOUR: '100000',
  CAPTCHA_DRAWS_PER_IP_PER_10_MIN: '100000',
  PROGRESS_FAILURES_PER_IP_PER_HOUR: '10000',
  // Two cores shared with the other browser layers: a slow but correct reading must not become "could not read".
  READING_BUDGET_MS: '40000',
  READING_WORKERS: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ...peers.env,
};
const env = { ...inherited, ...portalEnv };

rmSync(dataDir, { recursive: true, force: true });

/** `npm run staff -- create-admin` as an operator runs it, against the data directory the portal will open. */
function createAdmin(admin: StandAdmin): Promise<Enrolment> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'staff', '--', 'create-admin', '--email', admin.email, '--name', admin.name], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (exitCode) => {
      const link = output.match(/https?:\/\/\S+\/staff\/enrol\/[^\s"'<>]+/)?.[0] ?? null;
      resolve({ ...admin, link, output, exitCode });
    });
  });
}

const enrolments: Enrolment[] = [];
for (const admin of STAND_ADMINS) enrolments.push(await createAdmin(admin));
for (const made of enrolments) {
  if (!made.link) console.error(`production stand: create-admin --email ${made.email} printed no enrolment link (exit ${made.exitCode}):\n${made.output}`);
}

// The portal reads what it reads at a real start; nothing of the sandbox is left in this process's environment.
delete process.env.SANDBOX;
Object.assign(process.env, portalEnv);
const portal = await startPortal(env);
const control = await startControl({ port: controlPort, peers, portal, enrolments });
console.log(`Production stand: portal ${portal.origin} (sandbox off, data ${dataDir}), control ${control.url}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await control.close();
  await portal.close();
  await peers.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
