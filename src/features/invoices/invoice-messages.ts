/**
 * The invoice rules' messages, registered for a screen with fields (the title form, applying, the record's e-mail),
 * so a refused field reads in the person's language. They come with the schema library: the title list, which shows
 * no field until its form opens, does not wait for them (title-list.tsx).
 */
export const registerInvoiceMessages = () =>
  Promise.all([import('../../ui/form/messages'), import('../../domain/invoice-rules')]).then(([ui, rules]) => ui.registerMessages(rules.findInvoiceMessage));
