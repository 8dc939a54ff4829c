import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env.ts';
import { fail } from './envelope.ts';
import { hasControlCharacter } from './json-input.ts';
import { serverMessages } from './messages.ts';

/**
 * The largest body any JSON call needs: a signature's PNG as a data URL (1 MB, 1.4 MB in base64). A file upload
 * reads its own multipart body with the file's limit (files/read-upload.ts), so it is left to that reader.
 */
export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024;

const limitBody = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: (c) => {
    // The answer goes before the body is read: the rest of it is still on the socket, where the client's next
    // request on a kept-alive connection would meet it. Closing that connection keeps the client's pool working
    // without reading a body we refused for being large.
    c.header('Connection', 'close');
    return fail(c, 413, 'payloadTooLarge', null, 413);
  },
});

const isUpload = (path: string) => path.startsWith('/api/file/upload/');

/** Every API call: a body over the limit is a 413 in the envelope before it is read whole; a query value or a path
 * holding a control character is a 400 naming it. */
export const boundedInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  let decodedPath = url.pathname;
  try {
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return fail(c, 400, 'invalidInput');
  }
  if (hasControlCharacter(decodedPath)) return fail(c, 400, 'controlCharacters');
  for (const [name, value] of url.searchParams) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) {
      return fail(c, 400, 'controlCharacters', { fields: { [name]: serverMessages.controlCharacters[c.get('language')] } });
    }
  }
  // A GET or HEAD body is never read; asking for it would make @hono/node-server build a whole fetch Request (with an
  // AbortController) for every read, about a fifth of a cached read's cost.
  if (isUpload(url.pathname) || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  return limitBody(c, next);
};
