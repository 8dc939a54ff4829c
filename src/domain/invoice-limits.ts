// How many invoice titles a person may keep (spec §3). Apart from the title's rules (invoice-rules.ts), which bring
// the schema library: the invoice list shows the limit without the form's code.
export const INVOICE_TITLE_LIMIT = 20;
