import { unwrap, type ApiResult } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { api } from '../../../lib/api';
import { createEarlyRead, firstPath } from '../../../lib/early-read';
import { getToken } from '../../../lib/session';

// A flow step opened by its address (a reload, a link from the to-do list) reads its draft as the router matches the
// route, beside the host's files (early-read.ts): the host's statecharts and rules take a phone's main thread for a
// good while, and the draft's round trip waited behind all of it before. Without the query layer, so that the route
// table does not pull react-query in; answers a result, as the flow host branches on it (a 404, no network).
const fetchDraft = (id: string): Promise<ApiResult<components['schemas']['Draft']>> =>
  unwrap(api.GET('/api-apply/unprocessed/{id}', { params: { path: { id } } }));

export const draftRead = createEarlyRead(fetchDraft, firstPath);

/**
 * The page opened on a flow step reads the draft its address names, beside the host's files. A route's screen is
 * loaded once, on its first visit: on later ones early-read.ts starts nothing, as the address is no longer the page's
 * first; a second call for the same page starts nothing either. Not for a visitor without a session: the guard sends
 * them to login.
 */
export function startDraftRead(): void {
  const address = globalThis.location;
  const draftId = address ? new URLSearchParams(address.search).get('draft') : null;
  if (draftId && getToken()) draftRead.start(draftId, address.pathname);
}
