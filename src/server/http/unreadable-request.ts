import type { Duplex } from 'node:stream';
import { DEFAULT_LANGUAGE } from '../../domain/constants.ts';
import { pick, type Localized } from './language.ts';
import { serverMessages } from './messages.ts';

// Node answers a request it cannot parse before the app sees it: a bare 431 for an address or headers over its limit
// (16 KB), a bare 400 for one that is not HTTP, with no body. The portal's client then had nothing to tell the person.
// This is the same answer with the portal's envelope. In the default language: the header that names the request's
// language may be the part that could not be read.

interface Unreadable { status: number; reason: string; message: Localized }

function answerFor(code: string | undefined): Unreadable {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, reason: 'Request Header Fields Too Large', message: serverMessages.requestTooLong };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout', message: serverMessages.requestTooSlow };
  return { status: 400, reason: 'Bad Request', message: serverMessages.requestUnreadable };
}

/** The server's `clientError` listener: the answer Node would give, as an envelope, then the connection closed. */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Duplex): void {
  // As Node's own listener: nothing to answer on a connection the client reset, or in the middle of another answer.
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (error.code === 'ECONNRESET' || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = answerFor(error.code);
  const body = JSON.stringify({ code: status, msg: pick(message, DEFAULT_LANGUAGE), data: null });
  socket.end([
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n'));
}
