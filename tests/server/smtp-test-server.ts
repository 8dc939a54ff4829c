// A local SMTP relay for the mail tests (smtp-server): STARTTLS with a certificate made for this run (openssl, valid
// for 127.0.0.1 one day), AUTH required and only after TLS, and every accepted message kept raw.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The session was TLS when the message came. */
  secure: boolean;
  user: string;
}

export interface LocalSmtp {
  port: number;
  /** The PEM of the certificate, to be trusted as SMTP_CA_FILE. */
  caFile: string;
  received: ReceivedMail[];
  /** Every AUTH attempt: the user and whether it was let in. */
  logins: { user: string; accepted: boolean }[];
  /** The next `count` MAIL FROM commands answer 421 (service not available), a passing fault. */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startLocalSmtp(account: { user: string; password: string }): Promise<LocalSmtp> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-smtp-'));
  const keyFile = join(dir, 'key.pem');
  const caFile = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', caFile, '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: 'ignore' });
  const received: ReceivedMail[] = [];
  const logins: LocalSmtp['logins'] = [];
  let failing = 0;

  const server = new SMTPServer({
    secure: false,
    key: readFileSync(keyFile),
    cert: readFileSync(caFile),
    authMethods: ['PLAIN', 'LOGIN'],
    // Credentials in clear are refused: AUTH only after STARTTLS.
    allowInsecureAuth: false,
    logger: false,
    onAuth(auth, _session, callback) {
      const accepted = auth.username === account.user && auth.password === account.password;
      logins.push({ user: auth.username ?? '', accepted });
      if (!accepted) return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
      return callback(null, { user: auth.username });
    },
    onMailFrom(_address, session, callback) {
      if (!session.user) return callback(Object.assign(new Error('Authentication required'), { responseCode: 530 }));
      if (failing > 0) {
        failing -= 1;
        return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: String(session.user ?? ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port, caFile, received, logins,
    failNext: (count) => {
      failing = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => {
      rmSync(dir, { recursive: true, force: true });
      resolve();
    })),
  };
}
