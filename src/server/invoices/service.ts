import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { issueRecord, type IssuingDeps } from './issuing.ts';
import { invoicingProviderOf } from '../providers/invoicing/provider.ts';
import type { InvoiceRecordRow } from './records.ts';
import { toInvoiceRecord } from './records.ts';
import { lineLogger } from '../logging/logger.ts';

// The request's view of the invoicing machinery: its database, clock and configured provider.

export function issuingOf(c: Context<AppEnv>, immediately = false): IssuingDeps {
  const now = c.get('accounts').now;
  return { db: c.get('db'), now, provider: invoicingProviderOf(c.get('config'), now, immediately), log: lineLogger('warn') };
}

/** Sends the record to the provider after the answer has gone: the provider may take minutes. */
export function issueInBackground(c: Context<AppEnv>, recordId: string) {
  void issueRecord(issuingOf(c), recordId);
}

export const recordAnswer = (c: Context<AppEnv>, row: InvoiceRecordRow) =>
  toInvoiceRecord(row, { language: c.get('language'), now: c.get('accounts').now(), downloadLinkSecret: c.get('config').downloadLinkSecret });
