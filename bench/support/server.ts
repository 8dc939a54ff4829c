// A benchmark's own server: the built SPA and the API on a fresh embedded database (or DATABASE_URL), sandbox on
// (the benchmarks sign a user in with codes from the outbox, as a person trying the portal does).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startBenchServer(options: { dist: string; port: number; env?: NodeJS.ProcessEnv }): Promise<BenchServer> {
  if (!existsSync(join(options.dist, 'index.html'))) {
    console.error(`No ${options.dist}/index.html: run \`npm run build\` first.`);
    process.exit(2);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      PGLITE_DIR: dataDir,
      STATIC_DIR: options.dist,
      SANDBOX: '1',
      LOGINS_PER_IP_PER_10_MIN: '1000',
      CODE_SENDS_PER_IP_PER_HOUR: '1000',
      CAPTCHA_DRAWS_PER_IP_PER_10_MIN: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Visa Portal on')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
