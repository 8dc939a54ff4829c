import { brotliDecompressSync } from 'node:zlib';
import { expect } from 'vitest';
import { PAINTED_ATTRIBUTE, type PageData } from '../../src/domain/page-data.ts';
import { rawGet } from './raw-http.ts';
import type { TestServer } from './server.ts';

/**
 * A page as the browser receives it: its HTML (unpacked when brotli came), the root's painted content when the
 * server painted it, and the page data it carries for the SPA to take over with.
 */
export async function servedPage(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await rawGet(server.baseUrl, path, headers);
  expect(response.status).toBe(200);
  const html = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body).toString('utf8') : response.body.toString('utf8');
  const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  const root = new RegExp(`<div id="root" ${PAINTED_ATTRIBUTE}>(.*)</div></body>`, 's').exec(html)?.[1] ?? '';
  return { html, root, response, data: data === undefined ? undefined : JSON.parse(data) as PageData };
}
