// The user's invoice titles (spec §3): at most INVOICE_TITLE_LIMIT, default first, one default at a time (a partial
// unique index holds it too), under the person's lock as saved addresses are (accounts/default-list.ts).
import { INVOICE_TITLE_LIMIT } from '../../domain/invoice-rules.ts';
import { defaultList } from '../accounts/default-list.ts';
import * as t from '../db/schema.ts';

export type TitleRow = typeof t.invoiceTitles.$inferSelect;

const titles = defaultList(t.invoiceTitles, INVOICE_TITLE_LIMIT);
export const ownTitle = titles.own;
export const titlesOf = titles.of;
export const insertWithinLimit = titles.insertWithinLimit;
export const updateTitle = titles.update;
export const setDefaultTitle = titles.setDefault;
/** Invoices keep a copy of their title, so deleting one changes no invoice. */
export const deleteTitle = titles.remove;
