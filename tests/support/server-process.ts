// The server as an operator starts it: `node main.ts` with only the environment given, its output captured.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `src/server/main.ts` with PATH, HOME and `env` only; `ready` settles on its "Visa Portal on" line. */
export function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Visa Portal on') && resolve());
    void exited.then((code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  // Awaited only by the tests that expect a start; the others wait for the exit.
  ready.catch(() => {});
  return { child, exited, ready, output: () => output };
}

export type StartedProcess = ReturnType<typeof startProcess>;

/** Starts a process and keeps it in `spawned`, for the test to stop whatever is still running at its end. */
export function spawnedProcess(spawned: StartedProcess[], env: Record<string, string>) {
  const started = startProcess(env);
  spawned.push(started);
  return started;
}
