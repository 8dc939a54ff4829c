// `npm run dev`: the API server (PORT, default 8080, sandbox providers on) and the Vite dev server (5173) in
// front of it, which proxies /api* and /dev to it; Ctrl-C stops both. In development the app also talks to
// the inspector at http://localhost:5173/__inspector (decision 020).
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${name} stopped (${code ?? 'signal'}): stopping the other one`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code: number) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

// The dev server serves the pages: the API server needs no build (STATIC_DIR empty).
run('API server', process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { PORT: apiPort, STATIC_DIR: '', SANDBOX: process.env.SANDBOX ?? '1',
  // The phone signing page and the sandbox pay page are reached through Vite's address.
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://localhost:5173' });
run('Vite', 'npx', ['vite'], { PORTAL_API_URL: `http://localhost:${apiPort}` });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
