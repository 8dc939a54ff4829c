import type { Context } from 'hono';
import type { AppEnv } from './env.ts';
import { pick, type Localized } from './language.ts';

// What a signed download link answers (the application form, the invoice): a browser follows the link, so there is
// no envelope to read.

/** A refusal is a sentence in the reader's language. */
export function linkRefusal(c: Context<AppEnv>, status: 403 | 404 | 409 | 410, message: Localized) {
  c.header('Cache-Control', 'no-store');
  return c.text(pick(message, c.get('language')), status);
}

/** The file itself: personal data, kept by no shared cache, and by the browser only as the saved file. */
export function pdfAnswer(pdf: Uint8Array, fileName: string) {
  // pdf-lib's bytes sit on a plain ArrayBuffer; the DOM typing wants to be told so.
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
    },
  });
}
