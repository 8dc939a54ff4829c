import { asc, eq } from 'drizzle-orm';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { fail, ok, type DataOf } from '../http/envelope.ts';
import { pick, type Localized } from '../http/language.ts';
import { announcementsOut, latestArticles, publishedArticle, summaryOut } from './content.ts';
import { consularPostsOut } from './reference-rows.ts';
import { qrSvg } from './qr-svg.ts';

type Home = DataOf<'getHome'>;
type ConfigKey = DataOf<'getConfigValue'>['key'];

/** The keys the public may read; fees and other operator settings stay server-side. */
const publicConfigKeys: readonly ConfigKey[] = ['footer.address', 'footer.email', 'footer.filingNumber', 'footer.hotline'];

/** Home blocks are stored in config as Localized records so an operator can edit them without a release. */
interface StoredStep { order: number; title: Localized; description: Localized }
interface StoredService { code: Home['convenientServices'][number]['code']; title: Localized; route: string | null; articleId: string | null }

export const shellHandlers: OperationHandlers = {
  async getConfigValue(c) {
    const key = c.req.param('configKey') as ConfigKey;
    if (!publicConfigKeys.includes(key)) return fail(c, 404, 'unknownConfigKey');
    const [row] = await c.get('db').select().from(t.config).where(eq(t.config.key, key));
    if (!row) return fail(c, 404, 'unknownConfigKey');
    const value = typeof row.value === 'object' && row.value !== null ? pick(row.value as Localized, c.get('language')) : String(row.value);
    return ok(c, 'getConfigValue', { key, value });
  },

  async getCenterQrCodes(c) {
    const rows = await c.get('db').select().from(t.centers).orderBy(asc(t.centers.sort));
    const fallback = rows.find((row) => row.isDefault);
    const defaultQrCodeSvg = fallback ? await qrSvg(fallback.qrContent) : '';
    return ok(c, 'getCenterQrCodes', {
      defaultQrCodeSvg,
      centers: await Promise.all(rows.map(async (row) => ({ centerId: row.id, qrCodeSvg: await qrSvg(row.qrContent) }))),
    });
  },

  async getHome(c) {
    const db = c.get('db');
    const language = c.get('language');
    const [announcements, news, tour, consulates, stored] = await Promise.all([
      announcementsOut(db, language, 5),
      latestArticles(db, 'news', 5),
      latestArticles(db, 'tour', 5),
      consularPostsOut(db, language),
      db.select().from(t.config),
    ]);
    const articleTypeOf = new Map((await db.select({ id: t.articles.id, typeCode: t.articles.typeCode }).from(t.articles).where(publishedArticle)).map((row) => [row.id, row.typeCode]));
    const storedValue = <T>(key: string): T[] => (stored.find((row) => row.key === key)?.value as T[] | undefined) ?? [];
    return ok(c, 'getHome', {
      announcements,
      news: news.map((row) => summaryOut(row, language)),
      touristInfo: tour.map((row) => summaryOut(row, language)),
      procedureSteps: storedValue<StoredStep>('home.procedureSteps').map((step) => ({
        order: step.order, title: pick(step.title, language), description: pick(step.description, language),
      })),
      consulates,
      convenientServices: storedValue<StoredService>('home.convenientServices').map((service) => ({
        code: service.code, title: pick(service.title, language), route: service.route, articleId: service.articleId,
        articleTypeCode: service.articleId ? articleTypeOf.get(service.articleId) ?? null : null,
      })),
    });
  },
};
