// npm run backoffice -- <orderNo|id> <event> [amount reason]
// Moves an order in the sandbox back office of a RUNNING server (decision 016): it posts the same forms as the page
// /dev/orders, so a PGlite data directory (locked by the server's process) is never opened twice, and every move
// goes through the server's one rule (nextStatus) and history. The server is BACKOFFICE_URL, else
// http://127.0.0.1:$PORT (8080). Events: accepted, inReview, issued, refused, returned, collected, supplement.
export {};

const aliases: Record<string, string> = { inReview: 'reviewed', reviewed: 'reviewed', accepted: 'accepted', issued: 'issued', refused: 'refused', returned: 'returned', collected: 'collected' };

const [target, event, amount, ...reasonWords] = process.argv.slice(2);
const base = (process.env.BACKOFFICE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/$/, '');

function usage(message: string): never {
  console.error(`${message}\nusage: npm run backoffice -- <orderNo|id> <${[...Object.keys(aliases).filter((k) => k !== 'reviewed'), 'supplement'].join('|')}> [amount reason]`);
  process.exit(2);
}

if (!target || !event) usage('missing arguments');
const supplement = event === 'supplement';
if (!supplement && !aliases[event]) usage(`unknown event ${event}`);
if (supplement && (!amount || reasonWords.length === 0)) usage('a supplement needs an amount and a reason');

const page = await fetch(`${base}/dev/orders`).catch((error: unknown) => usage(`no server at ${base} (${String(error)}); start it with SANDBOX on`));
if (!page.ok) usage(`${base}/dev/orders answered ${page.status}: is the server in sandbox mode?`);
const csrf = /name="csrf" (?:value|content)="([^"]+)"/.exec(await page.text())?.[1];
if (!csrf) usage('the back office page has no form token (no orders yet?)');

const form: Record<string, string> = supplement ? { csrf, amount: amount!, reason: reasonWords.join(' ') } : { csrf, event: aliases[event]! };
const response = await fetch(`${base}/dev/orders/${encodeURIComponent(target)}/${supplement ? 'supplement' : 'move'}`, {
  method: 'POST',
  headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(form),
});
const text = await response.text();
let answer: { ok?: boolean; orderNo?: string; state?: string; status?: unknown; message?: string } = {};
try {
  answer = JSON.parse(text) as typeof answer;
} catch {
  answer = { ok: false, message: text };
}
if (!response.ok || !answer.ok) {
  console.error(`refused (${response.status}): ${answer.message ?? text}`);
  process.exit(1);
}
console.log(`${answer.orderNo}: ${answer.state} ${JSON.stringify(answer.status)}`);
