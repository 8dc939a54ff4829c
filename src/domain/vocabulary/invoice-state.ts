import { table } from '../localized.ts';
import type { InvoiceStateValue } from './contract-values.ts';

// An invoice's state, on the invoice records and on an order's page.

export const invoiceStateWords = table<InvoiceStateValue>({
  invoicing: ['发票开具中', 'The invoice is being issued', '영수증 발행 중'],
  issued: ['发票已开具', 'The invoice is issued', '영수증 발행 완료'],
  failed: ['开票失败', 'The invoice failed', '영수증 발행 실패'],
});
