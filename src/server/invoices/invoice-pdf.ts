import { PDFDocument, rgb } from 'pdf-lib';
import { chinaDateTime } from '../../domain/china-time.ts';
import type { InvoiceTitleSnapshot } from '../db/tables/invoices.ts';
import { embedFormFonts, labelOpenTypeFonts } from '../forms/form-fonts.ts';
import { A4, MARGIN } from '../forms/form-page.ts';
import { drawLine, widthOf, wrap, type TextStyle } from '../forms/text-layout.ts';

// The issued invoice as a one-page A4 PDF, from the application form's font stack (decision 022): order number,
// title and taxpayer number, items, amounts and issue date, every label in Chinese and English. It is marked as a
// sandbox e-invoice across the page: it is not a tax document (decision 034).

export interface InvoicePdfInput {
  invoiceNo: string;
  orderNo: string;
  issuedAt: Date;
  title: InvoiceTitleSnapshot;
  items: { name: string; amount: number }[];
  amount: number;
  sandbox: boolean;
}

const L = {
  heading: '电子发票 E-invoice',
  sandbox: '沙箱电子发票 · 非正式票据 · SANDBOX E-INVOICE · NOT A TAX DOCUMENT',
  invoiceNo: '发票号码 Invoice number',
  issuedAt: '开票日期 Issue date',
  orderNo: '订单号 Order number',
  buyer: '购买方 Buyer',
  type: '类型 Type',
  personal: '个人 Person',
  company: '单位 Company',
  taxNo: '纳税人识别号 Taxpayer number',
  contact: '电话 / 邮箱 Phone / e-mail',
  items: '项目 Items',
  amountHead: '金额 Amount (CNY)',
  total: '合计 Total (CNY)',
  seller: '销售方 Seller：签证申请中心 Visa application center',
};

const grey = rgb(0.4, 0.4, 0.4);
const red = rgb(0.69, 0, 0.13);
const money = (amount: number) => amount.toFixed(2);

export async function buildInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${L.heading} ${input.invoiceNo}`);
  doc.setCreator('Visa Portal');
  const issued = `${chinaDateTime(input.issuedAt)} (UTC+8)`;
  const values = [input.invoiceNo, input.orderNo, issued, input.title.title, input.title.taxNo ?? '—', `${input.title.phone} / ${input.title.email}`,
    ...input.items.flatMap((item) => [item.name, money(item.amount)]), money(input.amount)];
  const regularText = [...Object.values(L), ...values, '0123456789.—'].join('');
  const fonts = await embedFormFonts(doc, regularText, `${L.heading}${L.sandbox}${L.total}${L.buyer}${L.items}${L.amountHead}${money(input.amount)} `);
  const page = doc.addPage([A4.width, A4.height]);
  const style = (size: number, bold = false, color = rgb(0, 0, 0)): TextStyle => ({ font: bold ? fonts.bold : fonts.regular, fallback: fonts.fallback, size, color });
  const right = A4.width - MARGIN;
  let y = A4.height - MARGIN - 20;

  drawLine(page, L.heading, MARGIN, y, style(20, true));
  if (input.sandbox) {
    y -= 26;
    page.drawRectangle({ x: MARGIN, y: y - 6, width: right - MARGIN, height: 22, borderColor: red, borderWidth: 1.2 });
    drawLine(page, L.sandbox, MARGIN + 8, y, style(10, true, red));
  }
  y -= 34;
  const fact = (label: string, value: string) => {
    drawLine(page, label, MARGIN, y, style(9, false, grey));
    drawLine(page, value, MARGIN + 170, y, style(11));
    y -= 18;
  };
  fact(L.invoiceNo, input.invoiceNo);
  fact(L.issuedAt, issued);
  fact(L.orderNo, input.orderNo);
  y -= 10;
  drawLine(page, L.buyer, MARGIN, y, style(12, true));
  y -= 20;
  fact(L.type, input.title.type === 'company' ? L.company : L.personal);
  fact(L.buyer, input.title.title);
  if (input.title.type === 'company') fact(L.taxNo, input.title.taxNo ?? '—');
  fact(L.contact, `${input.title.phone} / ${input.title.email}`);

  y -= 10;
  page.drawLine({ start: { x: MARGIN, y: y + 12 }, end: { x: right, y: y + 12 }, thickness: 0.6, color: grey });
  drawLine(page, L.items, MARGIN, y, style(9, true));
  drawLine(page, L.amountHead, right - widthOf(L.amountHead, style(9, true)), y, style(9, true));
  y -= 18;
  for (const item of input.items) {
    const lines = wrap(item.name, style(10.5), right - MARGIN - 110);
    lines.forEach((line, index) => drawLine(page, line, MARGIN, y - index * 14, style(10.5)));
    drawLine(page, money(item.amount), right - widthOf(money(item.amount), style(10.5)), y, style(10.5));
    y -= 14 * lines.length + 6;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 0.6, color: grey });
  y -= 8;
  const total = `${L.total}  ${money(input.amount)}`;
  drawLine(page, total, right - widthOf(total, style(13, true)), y, style(13, true));
  y -= 40;
  drawLine(page, L.seller, MARGIN, y, style(9, false, grey));
  await labelOpenTypeFonts(doc);
  return doc.save();
}
