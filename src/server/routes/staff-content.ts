import type { Context } from 'hono';
import type { Language } from '../../domain/constants.ts';
import type { OperationHandlers } from '../app.ts';
import { auditActorOf } from '../audit/record.ts';
import {
  articleOutOf, articleTypeExists, createArticle, findArticle, listContent, setPublished, updateArticle, type ArticleInput,
} from '../center-admin/content.ts';
import { centerAdminMessages } from '../center-admin/messages.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { now } from '../http/handlers/clock.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { paging } from '../http/query.ts';
import { articleIn } from '../content/articles.ts';

// The center's editors' announcements, news and FAQ (issue 33, decision 096): drafts, preview, publish and take back.

async function checkedInput(c: Context<AppEnv>): Promise<ArticleInput> {
  const input = (await jsonBody(c)) as ArticleInput;
  if (!(await articleTypeExists(c.get('db'), input.typeCode))) refuseField(c, 'typeCode', centerAdminMessages.articleTypeUnknown);
  return input;
}

const articleId = (c: Context<AppEnv>) => c.req.param('articleId') ?? '';
const unknown = () => refuse(404, centerAdminMessages.articleUnknown);

export const staffContentHandlers: OperationHandlers = {
  async listStaffContent(c) {
    const { page, size, offset } = paging(c);
    const status = c.req.query('status') as 'draft' | 'published' | undefined;
    const { records, total } = await listContent(c.get('db'), { typeCode: c.req.query('typeCode') || undefined, status: status || undefined, size, offset });
    c.header('Cache-Control', 'no-store');
    return ok(c, 'listStaffContent', { records, total, page, size });
  },

  async getStaffContent(c) {
    const row = (await findArticle(c.get('db'), articleId(c))) ?? unknown();
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getStaffContent', articleOutOf(row));
  },

  async createStaffContent(c) {
    const row = await createArticle(c.get('db'), auditActorOf(c), await checkedInput(c), now(c));
    return ok(c, 'createStaffContent', articleOutOf(row));
  },

  async updateStaffContent(c) {
    const input = await checkedInput(c);
    const row = (await updateArticle(c.get('db'), auditActorOf(c), articleId(c), input, now(c))) ?? unknown();
    return ok(c, 'updateStaffContent', articleOutOf(row));
  },

  // The public read's own shaping (articleIn), so the preview is what the page will show; a draft is dated now,
  // as publishing it now would date it.
  async previewStaffContent(c) {
    const row = (await findArticle(c.get('db'), articleId(c))) ?? unknown();
    const language = c.req.query('language') as Language;
    c.header('Cache-Control', 'no-store');
    return ok(c, 'previewStaffContent', articleIn(row.status === 'published' ? row : { ...row, publishedAt: now(c) }, language));
  },

  async publishStaffContent(c) {
    const row = (await setPublished(c.get('db'), auditActorOf(c), articleId(c), true, now(c))) ?? unknown();
    return ok(c, 'publishStaffContent', articleOutOf(row));
  },

  async unpublishStaffContent(c) {
    const row = (await setPublished(c.get('db'), auditActorOf(c), articleId(c), false, now(c))) ?? unknown();
    return ok(c, 'unpublishStaffContent', articleOutOf(row));
  },
};
