// Requests that are provably in flight at a given moment, for the shutdown tests: the body of each is sent in two
// parts, so the server has begun the request and cannot have answered it until the test sends the rest. Each has a
// connection of its own, as a slow phone upload does.
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface InFlight {
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<Answer>;
}

/** Sends the headers and the first half of `body` now; the rest with finish(). */
export function halfSent(baseUrl: string, path: string, init: { method?: string; headers: Record<string, string>; body: Buffer }): InFlight {
  const half = Math.floor(init.body.length / 2);
  let sent: ReturnType<typeof request>;
  const answer = new Promise<Answer>((resolve, reject) => {
    sent = request(baseUrl + path, {
      method: init.method ?? 'POST',
      agent: false,
      headers: { ...init.headers, 'content-length': String(init.body.length) },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.write(init.body.subarray(0, half));
  });
  // Read by the test after the signal; a test that failed before must not leave a rejection unheard.
  answer.catch(() => {});
  return { finish: () => sent.end(init.body.subarray(half)), answer };
}

/** A multipart body with one field "file", as a browser sends it, and its content type. */
export async function multipart(file: Buffer, fileName: string, type: string): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file)], { type }), fileName);
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

export interface HeldProxy {
  /** The address to give the portal instead of the target's. */
  endpoint: string;
  /** Requests that reached the proxy, in order (method and path). */
  seen: string[];
  /** From now on each request waits until release(). */
  hold(): void;
  /** Lets every waiting (and later) request through. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Stands in front of a local provider and keeps its answers back while held: a send the portal began stays in flight
 * for as long as the test wants. Headers go through unchanged (the Host too: signed requests stay valid).
 */
export async function heldProxy(target: string): Promise<HeldProxy> {
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const seen: string[] = [];
  const server = createServer((incoming, outgoing) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void gate.then(() => {
        const forwarded = request(target + (incoming.url ?? '/'), { method: incoming.method, headers: incoming.headers, agent: false }, (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        });
        forwarded.on('error', () => outgoing.destroy());
        forwarded.end(Buffer.concat(chunks));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
    close: () => new Promise<void>((resolve) => {
      open();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
