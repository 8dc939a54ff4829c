import type { OperationHandlers } from '../app.ts';
import { announcementsOut, articleListOut, articleOut } from '../content/articles.ts';
import { articleTypeRows, countPublished } from '../content/store.ts';
import { fail, ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { paging } from '../http/query.ts';

export const contentHandlers: OperationHandlers = {
  async listArticleTypes(c) {
    const rows = await articleTypeRows(c.get('db'));
    return ok(c, 'listArticleTypes', rows.map((row) => ({ code: row.code, name: pick(row.name, c.get('language')) })));
  },

  async listArticles(c) {
    const { page, size } = paging(c);
    return ok(c, 'listArticles', await articleListOut(c.get('db'), c.get('language'), c.req.query('typeCode') || undefined, page, size));
  },

  async getArticle(c) {
    const article = await articleOut(c.get('db'), c.req.param('id') ?? '', c.get('language'));
    if (!article) return fail(c, 404, 'notFound');
    return ok(c, 'getArticle', article);
  },

  async listAnnouncements(c) {
    const db = c.get('db');
    const { page, size, offset } = paging(c);
    return ok(c, 'listAnnouncements', {
      records: await announcementsOut(db, c.get('language'), size, offset),
      total: await countPublished(db, 'announcement'),
      page,
      size,
    });
  },
};
