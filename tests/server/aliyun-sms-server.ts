// A local stand-in for Alibaba Cloud SMS (dysmsapi 2017-05-25) speaking its RPC protocol as the SDK 4.x calls it:
// POST / with the parameters in the query, x-acs-* headers, and an `Authorization: ACS3-HMAC-SHA256
// Credential=<AccessKeyId>,SignedHeaders=…,Signature=…` header. It checks that signature the way Alibaba Cloud's
// V3 signature document describes (canonical request → SHA-256 → HMAC-SHA256 with the AccessKey secret), the
// payload hash, the clock skew and the nonce, and answers {"Code":"OK","BizId","RequestId"} or an error code.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AcceptedSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface LocalAliyunSms {
  /** ALIYUN_SMS_ENDPOINT for the adapter: plain http on this machine. */
  endpoint: string;
  accepted: AcceptedSms[];
  /** Every request that reached the server, as sent (for replaying one altered). */
  requests: RecordedRequest[];
  /** Answers of each refused request: its Code. */
  refusals: string[];
  /** The next `count` calls answer HTTP 503 ServiceUnavailable, as the platform does when it is down. */
  failNext(count: number): void;
  /** Numbers over the per-number flow control: HTTP 200 with isv.BUSINESS_LIMIT_CONTROL. */
  limited: Set<string>;
  close(): Promise<void>;
}

/** Alibaba Cloud's percent-encoding of the V3 signature: RFC 3986, so also ! ' ( ) *. */
const percentEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const ALGORITHM = 'ACS3-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60 * 1000;

/** The signature the caller should have sent, computed from what arrived; null with the reason when it cannot be. */
function expectedSignature(request: RecordedRequest, signedHeaders: string[], secret: string): string {
  const url = new URL(request.url, 'http://local');
  const query = [...url.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${(request.headers[name] ?? '').trim()}\n`).join('');
  const canonicalRequest = [
    request.method, url.pathname, query, canonicalHeaders, signedHeaders.join(';'), request.headers['x-acs-content-sha256'] ?? '',
  ].join('\n');
  const stringToSign = `${ALGORITHM}\n${sha256Hex(canonicalRequest)}`;
  return createHmac('sha256', secret).update(stringToSign).digest('hex');
}

export async function startLocalAliyunSms(keys: { accessKeyId: string; accessKeySecret: string }, templates: ReadonlySet<string>, signName: string): Promise<LocalAliyunSms> {
  const accepted: AcceptedSms[] = [];
  const requests: RecordedRequest[] = [];
  const refusals: string[] = [];
  const nonces = new Set<string>();
  const limited = new Set<string>();
  let failing = 0;

  const answer = (res: ServerResponse, status: number, body: Record<string, string>) => {
    if (body.Code !== 'OK') refusals.push(body.Code!);
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
  };

  const refusal = (request: RecordedRequest): [number, string, string] | null => {
    const authorization = request.headers.authorization ?? '';
    const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(authorization);
    if (!match) return [400, 'MissingAuthorization', 'The Authorization header is missing or not ACS3-HMAC-SHA256.'];
    const [, accessKeyId, signedList, signature] = match as unknown as [string, string, string, string];
    if (accessKeyId !== keys.accessKeyId) return [404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.'];
    const signedHeaders = signedList.split(';');
    // Every x-acs-* header and the host must be covered, or a proxy could change them unnoticed.
    const unsigned = Object.keys(request.headers).filter((name) => (name.startsWith('x-acs-') || name === 'host') && !signedHeaders.includes(name));
    if (unsigned.length) return [400, 'IncompleteSignature', `Headers not signed: ${unsigned.join(', ')}`];
    if (sha256Hex(request.body) !== request.headers['x-acs-content-sha256']) return [400, 'ContentSHA256NotMatched', 'x-acs-content-sha256 is not the body\'s hash.'];
    const expected = Buffer.from(expectedSignature(request, signedHeaders, keys.accessKeySecret));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return [400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.'];
    const date = Date.parse(request.headers['x-acs-date'] ?? '');
    if (!Number.isFinite(date) || Math.abs(Date.now() - date) > MAX_SKEW_MS) return [400, 'SignatureExpired', 'x-acs-date is missing or too far from now.'];
    const nonce = request.headers['x-acs-signature-nonce'] ?? '';
    if (!nonce || nonces.has(nonce)) return [400, 'SignatureNonceUsed', 'Specified signature nonce was used already.'];
    nonces.add(nonce);
    if (request.headers['x-acs-action'] !== 'SendSms' || request.headers['x-acs-version'] !== '2017-05-25') return [400, 'InvalidAction.NotFound', 'Only SendSms 2017-05-25 is served here.'];
    return null;
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value ?? '']));
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers, body };
    requests.push(request);
    if (failing > 0) {
      failing -= 1;
      return answer(res, 503, { Code: 'ServiceUnavailable', Message: 'The request has failed due to a temporary failure of the server.' });
    }
    const refused = refusal(request);
    if (refused) return answer(res, refused[0], { Code: refused[1], Message: refused[2] });
    const query = new URL(request.url, 'http://local').searchParams;
    const sms = {
      phoneNumbers: query.get('PhoneNumbers') ?? '',
      signName: query.get('SignName') ?? '',
      templateCode: query.get('TemplateCode') ?? '',
      templateParam: JSON.parse(query.get('TemplateParam') ?? '{}') as Record<string, string>,
    };
    if (!/^(\+?86)?1\d{10}$/.test(sms.phoneNumbers)) return answer(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'Invalid mobile number.' });
    if (sms.signName !== signName) return answer(res, 200, { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: 'The sign name is not approved.' });
    if (!templates.has(sms.templateCode)) return answer(res, 200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: 'The template is not approved.' });
    if (limited.has(sms.phoneNumbers)) return answer(res, 200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' });
    accepted.push(sms);
    return answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accepted,
    requests,
    refusals,
    limited,
    failNext: (count) => {
      failing = count;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
