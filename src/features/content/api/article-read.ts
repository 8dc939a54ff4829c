import { api, payloadOf } from '../../../lib/api';
import { createEarlyRead, firstPath } from '../../../lib/early-read';
import { takePageData } from '../../../lib/page-data';

// An article's call without the query layer, so that the router can start it with the first route (early-read.ts)
// without pulling react-query into the page's first code.
const fetchArticle = (id: string) => payloadOf(api.GET('/api-content/article/detail/{id}', { params: { path: { id } } }));

type Article = Awaited<ReturnType<typeof fetchArticle>>;

// The server's page for an article's address carries the same answer (src/server/http/page-hints.ts).
export const articleRead = createEarlyRead(fetchArticle, firstPath, (id, path) => takePageData(id, path) as Article | undefined);
