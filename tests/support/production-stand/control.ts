// The stand's control API, on a port of its own beside the portal: what the journey reads from the peers (a person's
// phone and mailbox, the first admin's enrolment link) and what it asks of them (the payer approving at WeChat Pay or
// Alipay, a courier's parcel moving). JSON over plain HTTP on 127.0.0.1; the portal never calls it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { leaves, parseMime } from '../mime.ts';
import type { Peers } from './peers.ts';
import type { StandPortal } from './portal.ts';

export interface Enrolment {
  email: string;
  name: string;
  /** The one-time link `npm run staff -- create-admin` printed, or null when it printed none. */
  link: string | null;
  /** What the command printed (stdout and stderr), for a failure's message. */
  output: string;
  exitCode: number | null;
}

export interface StandSms { index: number; mobile: string; templateCode: string; purpose: string | null; params: Record<string, string> }
export interface StandMail { index: number; to: string[]; subject: string; text: string; html: string; links: string[] }

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [])];

export async function startControl(options: { port: number; peers: Peers; portal: StandPortal; enrolments: Enrolment[] }) {
  const { peers, portal, enrolments } = options;

  const smsTo = (mobile: string): StandSms[] => peers.sms.accepted
    .map((sms, index) => ({ index, mobile: sms.phoneNumbers, templateCode: sms.templateCode, purpose: peers.templates.get(sms.templateCode) ?? null, params: sms.templateParam }))
    .filter((sms) => sms.mobile.replace(/^\+?86/, '') === mobile);

  const mailTo = (address: string): StandMail[] => peers.smtp.received
    .map((mail, index) => {
      const message = parseMime(mail.raw);
      const parts = leaves(message);
      const text = parts.find((part) => /^text\/plain/i.test(part.headers['content-type'] ?? 'text/plain'))?.text ?? '';
      const html = parts.find((part) => /^text\/html/i.test(part.headers['content-type'] ?? ''))?.text ?? '';
      return { index, to: mail.to, subject: message.headers.subject ?? '', text, html, links: linksIn(`${text}\n${html}`.replaceAll('&amp;', '&')) };
    })
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));

  /** The payer scans the code shown on the pay screen and pays; the gateway then posts its signed notify. */
  async function payWechat(codeUrl: string) {
    const trade = [...peers.wechat.trades.values()].find((candidate) => candidate.codeUrl === codeUrl);
    if (!trade) return { status: 404, body: { error: `no WeChat Pay trade shows ${codeUrl}` } };
    peers.wechat.pay(trade.request.out_trade_no);
    const notify = await peers.wechat.deliver(trade.request.out_trade_no);
    return { status: 200, body: { outTradeNo: trade.request.out_trade_no, amountFen: trade.request.amount.total, notify } };
  }

  async function payAlipay(qrCode: string) {
    const trade = [...peers.alipay.trades.values()].find((candidate) => candidate.qrCode === qrCode);
    if (!trade) return { status: 404, body: { error: `no Alipay trade shows ${qrCode}` } };
    peers.alipay.scan(trade.biz.out_trade_no);
    peers.alipay.pay(trade.biz.out_trade_no);
    const notify = await peers.alipay.deliver(trade.biz.out_trade_no);
    return { status: 200, body: { outTradeNo: trade.biz.out_trade_no, amount: trade.biz.total_amount, notify } };
  }

  async function route(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', 'http://stand');
    const path = url.pathname;
    if (request.method === 'GET' && path === '/state') return { status: 200, body: { portal: portal.origin, enrolments } };
    if (request.method === 'GET' && path.startsWith('/captcha/')) {
      return { status: 200, body: { answer: await portal.captchaAnswer(decodeURIComponent(path.slice('/captcha/'.length))) } };
    }
    if (request.method === 'GET' && path === '/sms') return { status: 200, body: { messages: smsTo(url.searchParams.get('mobile') ?? '') } };
    if (request.method === 'GET' && path === '/mail') return { status: 200, body: { mails: mailTo(url.searchParams.get('to') ?? '') } };
    if (request.method === 'POST' && path === '/wechat/pay') return payWechat(String((await bodyOf(request)).codeUrl ?? ''));
    if (request.method === 'POST' && path === '/alipay/pay') return payAlipay(String((await bodyOf(request)).qrCode ?? ''));
    if (request.method === 'POST' && path === '/courier/parcel') {
      const { number, state, events } = await bodyOf(request) as { number: string; state: string; events: { ftime: string; context: string }[] };
      peers.courier.parcels.set(number, { state, events });
      return { status: 200, body: { number } };
    }
    return { status: 404, body: { error: `${request.method} ${path} is not a stand call` } };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    route(request)
      .catch((error: unknown) => ({ status: 500, body: { error: error instanceof Error ? error.message : String(error) } }))
      .then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
