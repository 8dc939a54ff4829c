import type { OperationHandlers } from '../app.ts';
import { invoiceRecordHandlers } from './invoice-records.ts';
import { invoiceTitleHandlers } from './invoice-titles.ts';

export const invoiceHandlers: OperationHandlers = { ...invoiceTitleHandlers, ...invoiceRecordHandlers };
