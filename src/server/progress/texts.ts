// The stage a progress query answers, in the asker's language (ProgressResult.statusText): the order's state once an
// order exists, the application's status before. The words are the vocabularies' (decision 108), so the query reads
// as the order's pages do.
export { applyStatusWords as applyStatusTexts } from '../../domain/vocabulary/apply-status.ts';
export { orderStateWords as orderStateTexts } from '../../domain/vocabulary/order-state.ts';
