import { unwrap, type ApiResult } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { api } from '../../../lib/api';
import { createEarlyRead, firstPath } from '../../../lib/early-read';

// A flow step opened by its address (a reload, a link from the to-do list) reads its draft as the router matches the
// route, beside the host's files (early-read.ts): the host's statecharts and rules take a phone's main thread for a
// good while, and the draft's round trip waited behind all of it before. Without the query layer, so that the route
// table does not pull react-query in; answers a result, as the flow host branches on it (a 404, no network).
const fetchDraft = (id: string): Promise<ApiResult<components['schemas']['Draft']>> =>
  unwrap(api.GET('/api-apply/unprocessed/{id}', { params: { path: { id } } }));

export const draftRead = createEarlyRead(fetchDraft, firstPath);
