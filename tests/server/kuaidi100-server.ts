// A local stand-in for Kuaidi100's real-time query (poll/query.do) that checks a request the way Kuaidi100 does —
// form fields customer, param, sign; sign = uppercase MD5 of param + key + customer — and answers in its documented
// format: { message: 'ok', state, data: [{ time, ftime, context, location }] } or { result: false, returnCode, message }.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Kuaidi100Event { ftime: string; context: string; location?: string }

export interface Kuaidi100Server {
  url: string;
  /** Each parsed `param` the server accepted. */
  accepted: Record<string, unknown>[];
  /** Waybills it knows: number → state and events (oldest first, as a courier records them). */
  parcels: Map<string, { state: string; events: Kuaidi100Event[] }>;
  close(): Promise<void>;
}

export async function startKuaidi100Server(customer: string, key: string): Promise<Kuaidi100Server> {
  const accepted: Record<string, unknown>[] = [];
  const parcels = new Map<string, { state: string; events: Kuaidi100Event[] }>();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => { raw += chunk; });
    request.on('end', () => {
      const answer = (body: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
        response.end(JSON.stringify(body));
      };
      const form = new URLSearchParams(raw);
      const param = form.get('param') ?? '';
      if (request.method !== 'POST' || form.get('customer') !== customer || !param) return answer({ result: false, returnCode: '400', message: '提交的数据不完整' });
      const expected = createHash('md5').update(param + key + customer, 'utf8').digest('hex').toUpperCase();
      if (form.get('sign') !== expected) return answer({ result: false, returnCode: '503', message: '验证签名失败' });
      const query = JSON.parse(param) as { com: string; num: string; order?: string };
      accepted.push(query);
      const parcel = parcels.get(query.num);
      if (!parcel) return answer({ result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' });
      const events = parcel.events.map((event) => ({ time: event.ftime, ...event }));
      return answer({
        message: 'ok', nu: query.num, ischeck: parcel.state === '3' ? '1' : '0', com: query.com, status: '200', state: parcel.state, condition: 'F00',
        data: query.order === 'desc' ? [...events].reverse() : events,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/poll/query.do`;
  return { url, accepted, parcels, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
