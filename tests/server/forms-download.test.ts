import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrMatrix } from '../../src/server/forms/form-qr.ts';
import { databaseKinds } from '../support/database.ts';
import { signaturePadPng } from '../support/images.ts';
import {
  contact, createdApply, documents, educationJob, entry, family, invitationCostHelper, newDraft, personal, saveStep, visit, type ApplyServer, startApplyServer,
} from './applies-support.ts';
import { courier, courierBack, createdOrder } from './orders-support.ts';
import { submit } from './submission-support.ts';

// The printable application forms (decision 022): a signed, expiring link per order (every application) or per
// application, answering a PDF whose text is read back with pdf.js. Owner only, from submission on.

interface DownloadLink { url: string; fileName: string; expiresAt: string }
interface Applicant { surnameZh: string; nameZh: string; passportNum: string }

const people: Applicant[] = [
  { surnameZh: '王', nameZh: '芳', passportNum: 'E10000001' },
  { surnameZh: '李', nameZh: '娜', passportNum: 'E10000002' },
  { surnameZh: '张', nameZh: '伟', passportNum: 'E10000003' },
];

/** Each page's text, in page order. */
async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: pdf, disableFontFace: true, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return pages;
}

let mobiles = 0;
const nextMobile = () => `1370${String(process.pid % 1000).padStart(3, '0')}${String((mobiles += 1)).padStart(4, '0')}`;

describe.each(databaseKinds())('application form download on %s', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server?.close());

  /** Complete applications, one per person, each with its own passport (the ID card's birth date and sex still match). */
  async function completeDraft(list: Applicant[]) {
    const draftId = await newDraft(server, server.alice);
    const ids: string[] = [];
    const references: string[] = [];
    for (const person of list) {
      const apply = await createdApply(server, server.alice, draftId, entry('110000', `${person.surnameZh}${person.nameZh}`));
      const docs = await documents(server);
      const steps = [
        ['documents', { ...docs, passport: { ...docs.passport, ...person } }], ['personal', { personal }], ['contact', { contact: contact(nextMobile()) }],
        ['family', { family }], ['educationJob', { educationJob }], ['visit', { visit: visit() }], ['invitationCostHelper', invitationCostHelper],
      ] as const;
      for (const [step, form] of steps) expect((await saveStep(server, server.alice, apply.id, step, form)).body.code, step).toBe(0);
      ids.push(apply.id);
      references.push(apply.reference);
    }
    return { draftId, ids, references };
  }

  async function signOnPhone(applyId: string) {
    const { body } = await server.call('POST', '/api-apply/apply/sign/qrcode', { auth: server.alice, body: { applyId } });
    const token = new URL((body.data as { qrContent: string }).qrContent).pathname.split('/m/sign/')[1]!;
    const signed = await server.call('POST', `/api/visa/apply/sign/${token}/common`, { body: { signaturePng: await signaturePadPng(), agreed: true } });
    expect(signed.body.code).toBe(0);
  }

  async function signedOrder(list: Applicant[]) {
    const { draftId, ids, references } = await completeDraft(list);
    expect((await submit(server, server.alice, ids)).body.code).toBe(0);
    for (const id of ids) await signOnPhone(id);
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: courier, returns: [courierBack(ids)] });
    return { ids, references, order };
  }

  const orderLink = (orderId: string, auth = server.alice, language = 'en') =>
    server.call('GET', `/api-apply/apply/form/download?orderId=${encodeURIComponent(orderId)}`, { auth, language });
  const applyLink = (applyId: string, auth = server.alice, language = 'en') =>
    server.call('GET', `/api/visa/apply/generate/${applyId}`, { auth, language });
  // What a browser does with the link: a plain GET, no bearer header.
  const follow = (url: string, language = 'en') => fetch(server.baseUrl + url, { headers: { 'accept-language': language } });

  let order: { ids: string[]; references: string[]; order: { id: string; orderNo: string } };
  beforeAll(async () => {
    order = await signedOrder(people);
  });

  it("answers a link to one PDF holding every applicant's form: names, passport numbers, order number, photo and signature", async () => {
    const { body } = await orderLink(order.order.id);
    expect(body.code, body.msg).toBe(0);
    const link = body.data as DownloadLink;
    expect(link.fileName).toBe(`visa-application-forms-${order.order.orderNo}.pdf`);
    expect(link.url).toMatch(/^\/downloads\/forms\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(link.expiresAt) - server.clock.now().getTime()).toBe(10 * 60_000);

    const response = await follow(link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${link.fileName}"`);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const pages = await pagesOf(pdf);
    // Each form starts on its own first page; every page carries the order number in its footer.
    const firstPages = pages.filter((text) => /Page 1\/\d+/.test(text));
    expect(firstPages).toHaveLength(people.length);
    expect(pages.length).toBeGreaterThanOrEqual(people.length);
    // Two columns (label above answer): a whole applicant's form, declaration and signature included, on two pages.
    expect(pages.length).toBeLessThanOrEqual(2 * people.length);
    for (const page of pages) expect(page).toContain(order.order.orderNo);
    people.forEach((person, index) => {
      const form = firstPages[index]!;
      expect(form).toContain(`${person.surnameZh}${person.nameZh}`);
      expect(form).toContain(person.passportNum);
      // The application's number is its short reference (decision 031), never the UUID behind it.
      expect(form).toContain(order.references[index]);
      expect(form).not.toContain(order.ids[index]);
      // Other applicants' passports are on their own forms, not this one.
      for (const other of people.filter((candidate) => candidate !== person)) expect(form).not.toContain(other.passportNum);
    });
    const all = pages.join('\n');
    expect(all).toContain('护照号码');
    expect(all).toContain('Passport number');
    expect(all).toContain('旅游、过境 Tourism or transit');
    expect(all).toContain('北京市海淀区中关村大街2号');
    expect(all).toContain('签名日期 Signed on');
    expect(all).not.toContain('Not signed yet');
    expect(all).not.toContain('No photo');
  });

  it("answers one application's form through generateApplyForm", async () => {
    const { body } = await applyLink(order.ids[1]!);
    expect(body.code, body.msg).toBe(0);
    const { applyId, file } = body.data as { applyId: string; file: DownloadLink };
    expect(applyId).toBe(order.ids[1]);
    expect(file.fileName).toBe(`visa-application-form-${order.order.orderNo}-${order.references[1]}.pdf`);
    const response = await follow(file.url);
    expect(response.status).toBe(200);
    const pages = await pagesOf(new Uint8Array(await response.arrayBuffer()));
    expect(pages.filter((text) => /Page 1\/\d+/.test(text))).toHaveLength(1);
    expect(pages[0]).toContain('李娜');
    expect(pages[0]).toContain('E10000002');
    expect(pages.join('')).not.toContain('E10000001');
  });

  it('refuses before submission, in the reader\'s language (code 409)', async () => {
    // Someone whose passport is in no open order yet (one passport, one applicant).
    const { ids } = await completeDraft([{ surnameZh: '赵', nameZh: '敏', passportNum: 'E10000099' }]);
    const said = { zh: /申请提交后才能下载申请表/, en: /once the application is submitted/, ko: /제출한 후에/ };
    for (const [language, message] of Object.entries(said)) {
      const { body } = await applyLink(ids[0]!, server.alice, language);
      expect(body).toMatchObject({ code: 409, data: null });
      expect(body.msg).toMatch(message);
    }
  });

  it("answers another user's order or application like a missing one (404)", async () => {
    expect((await orderLink(order.order.id, server.bob)).body.code).toBe(404);
    expect((await applyLink(order.ids[0]!, server.bob)).body.code).toBe(404);
    expect((await orderLink('no-such-order')).body.code).toBe(404);
    expect((await applyLink('no-such-apply')).body.code).toBe(404);
  });

  it('refuses an expired link (410) and a tampered one (403) with a sentence, never a 500', async () => {
    const link = (await orderLink(order.order.id)).body.data as DownloadLink;
    const [payload, signature] = link.url.slice('/downloads/forms/'.length).split('.') as [string, string];

    // Bob's order id (or anyone's) edited into the payload: the signature no longer matches.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, e: (claims.e as number) + 86_400 })).toString('base64url');
    for (const url of [`/downloads/forms/${edited}.${signature}`, `/downloads/forms/${payload}.${signature.slice(0, -2)}xx`, '/downloads/forms/nonsense']) {
      const response = await follow(url);
      expect(response.status, url).toBe(403);
      expect(await response.text()).toMatch(/download link is not valid/);
    }
    expect(await (await follow(`/downloads/forms/${edited}.${signature}`, 'zh')).text()).toMatch(/下载链接无效/);

    server.clock.advance(10 * 60);
    const expired = await follow(link.url);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toMatch(/has expired \(it lasts 10 minutes\)/);
    expect(await (await follow(link.url, 'ko')).text()).toMatch(/만료되었습니다/);

    // A fresh link works again.
    const fresh = (await orderLink(order.order.id)).body.data as DownloadLink;
    expect((await follow(fresh.url)).status).toBe(200);
  });
});

describe("the form's QR code", () => {
  it("reads back as the application's number (what the PDF draws, rasterised)", () => {
    const applyId = '0b0f6a9e-1c2d-4e5f-8a9b-0123456789ab';
    const matrix = qrMatrix(applyId);
    const scale = 4;
    const side = (matrix.size + 8) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (let y = 0; y < side; y += 1) {
      for (let x = 0; x < side; x += 1) {
        const [mx, my] = [Math.floor(x / scale) - 4, Math.floor(y / scale) - 4];
        if (mx < 0 || my < 0 || mx >= matrix.size || my >= matrix.size || !matrix.dark(mx, my)) continue;
        pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    }
    expect(jsQR(pixels, side, side)?.data).toBe(applyId);
  });
});
