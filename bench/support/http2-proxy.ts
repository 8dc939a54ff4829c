// A bench's page served as production serves it behind nginx (docs/security.md): TLS and HTTP/2 in front of the
// portal's own HTTP/1.1 server. Over HTTP/1.1 Chromium itself holds a page's low-priority requests back while its
// first files load; over HTTP/2 every request goes out at once and the server decides the order, so what a phone
// waits for can differ (decision 134). Needs Debian's nginx and openssl (`apt-get install nginx`): benches only, never
// the suite. The certificate is made for the run and trusted by nobody: the bench's browser ignores certificate errors.
import { spawn, spawnSync } from 'node:child_process';
import { get } from 'node:https';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Http2Proxy { baseUrl: string; stop(): Promise<void> }

export async function startHttp2Proxy(options: { target: string; port: number }): Promise<Http2Proxy> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2-'));
  const certificate = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  if (certificate.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error('BENCH_HTTP2 needs openssl to make the proxy\'s certificate');
  }
  // Debian 12's nginx (1.22) names HTTP/2 on the listen line.
  writeFileSync(join(dir, 'nginx.conf'), `daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events {}
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  upstream portal { server ${new URL(options.target).host}; keepalive 16; }
  server {
    listen 127.0.0.1:${options.port} ssl http2;
    ssl_certificate ${join(dir, 'cert.pem')};
    ssl_certificate_key ${join(dir, 'key.pem')};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_buffering off;
    }
  }
}
`);
  const nginx = spawn('nginx', ['-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const exited = new Promise<string>((resolve) => {
    nginx.once('exit', (code) => resolve(`exit ${code}`));
    nginx.once('error', (error) => resolve(error.message));
  });
  // Ready once it answers: nginx keeps trying a taken port for about 2.5 s before it gives up and exits.
  const baseUrl = `https://localhost:${options.port}`;
  const failed = await Promise.race([exited, answers(`${baseUrl}/health`, 15_000)]);
  if (failed !== undefined) {
    nginx.kill('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start on port ${options.port} (${failed}): BENCH_HTTP2 needs Debian's nginx and a free port`);
  }
  return {
    baseUrl,
    stop: async () => {
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves undefined once `url` answers at all, or a reason after `withinMs`. The certificate is the run's own. */
async function answers(url: string, withinMs: number): Promise<string | undefined> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      const asked = get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(true);
      });
      asked.on('error', () => resolve(false));
      asked.setTimeout(1_000, () => asked.destroy());
    });
    if (answered) return undefined;
    if (Date.now() > deadline) return `no answer within ${withinMs / 1000} s`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
