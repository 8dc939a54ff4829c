// The order's files for the center: a document one of its applications names, and the forms PDF the applicant
// downloads (built from the stored answers now, by the same code). The staff token is the contract's staffAuth and
// the order is the caller's center's; the bytes are personal data, kept by no cache.
import type { OperationHandlers } from '../app.ts';
import { orderDocument } from '../center/documents.ts';
import { fileStoreOf } from '../files/file-storage.ts';
import { withBytes } from '../files/file-store.ts';
import { appliesOfOrder, formInputOf, isPrintable } from '../forms/form-data.ts';
import { buildFormsPdf } from '../forms/form-pdf.ts';
import { formMessages } from '../forms/messages.ts';
import { pdfAnswer } from '../http/download-answers.ts';
import { now } from '../http/handlers/clock.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { centerOrder } from '../staff/order-scope.ts';

export const staffOrderFileHandlers: OperationHandlers = {
  async staffDownloadDocument(c) {
    const order = await centerOrder(c);
    const db = c.get('db');
    const file = await orderDocument(db, await appliesOfOrder(db, order), c.req.param('fileId') ?? '');
    if (!file) return refuse(404, 'notFound');
    const { data } = await withBytes(fileStoreOf(c.get('config')), file);
    return new Response(new Uint8Array(data), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(data.length),
        // Shown in the console (an image zoomed), never run: the upload's type is what the portal checked it to be.
        'Content-Disposition': `inline; filename="${file.id}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  },

  async staffDownloadOrderForm(c) {
    const order = await centerOrder(c);
    const db = c.get('db');
    const rows = await appliesOfOrder(db, order);
    if (!rows.length) return refuse(404, 'notFound');
    if (!rows.every(isPrintable)) return refuse(409, formMessages.notSubmitted);
    const store = fileStoreOf(c.get('config'));
    const inputs = [];
    for (const row of rows) inputs.push(await formInputOf(db, store, row, order.orderNo));
    return pdfAnswer(await buildFormsPdf(inputs, now(c)), `visa-application-forms-${order.orderNo}.pdf`);
  },
};
