import { api, payloadOf } from '../../../lib/api';
import { createEarlyRead, firstPath } from '../../../lib/early-read';

// An article's call without the query layer, so that the router can start it with the first route (early-read.ts)
// without pulling react-query into the page's first code.
const fetchArticle = (id: string) => payloadOf(api.GET('/api-content/article/detail/{id}', { params: { path: { id } } }));

export const articleRead = createEarlyRead(fetchArticle, firstPath);
