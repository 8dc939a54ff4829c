import type { OperationHandlers } from '../app.ts';
import { fail, ok, type DataOf } from '../http/envelope.ts';
import type { Language } from '../../domain/constants.ts';
import { pick, type Localized } from '../http/language.ts';
import { announcementsOut, summaryOut } from '../content/articles.ts';
import { latestArticles, publishedTypes } from '../content/store.ts';
import { qrSvg } from '../http/qr-svg.ts';
import { consularPostsOut } from '../reference/rows.ts';
import { centersInOrder, configRow, configRows } from '../reference/store.ts';

type Home = DataOf<'getHome'>;
type ConfigKey = DataOf<'getConfigValue'>['key'];

/** The keys the public may read; fees and other operator settings stay server-side. */
const publicConfigKeys: readonly ConfigKey[] = ['footer.address', 'footer.email', 'footer.filingNumber', 'footer.hotline'];

/** Home blocks are stored in config as Localized records so an operator can edit them without a release. */
interface StoredStep { order: number; title: Localized; description: Localized }
interface StoredService { code: Home['convenientServices'][number]['code']; title: Localized; route: string | null; articleId: string | null }

/** A stored value as the reader sees it: a Localized record in their language, anything else as text. */
const valueOf = (stored: unknown, language: Language) =>
  typeof stored === 'object' && stored !== null ? pick(stored as Localized, language) : String(stored);

export const shellHandlers: OperationHandlers = {
  async getConfigValue(c) {
    const key = c.req.param('configKey') as ConfigKey;
    if (!publicConfigKeys.includes(key)) return fail(c, 404, 'unknownConfigKey');
    const row = await configRow(c.get('db'), key);
    if (!row) return fail(c, 404, 'unknownConfigKey');
    return ok(c, 'getConfigValue', { key, value: valueOf(row.value, c.get('language')) });
  },

  // The footer's values in one answer (decision 120): each as getConfigValue would give it.
  async getFooterConfig(c) {
    const language = c.get('language');
    const rows = await configRows(c.get('db'));
    const footer: Record<string, string> = {};
    for (const key of publicConfigKeys) {
      const row = rows.find((candidate) => candidate.key === key);
      if (row) footer[key.slice('footer.'.length)] = valueOf(row.value, language);
    }
    return ok(c, 'getFooterConfig', footer);
  },

  async getCenterQrCodes(c) {
    const rows = await centersInOrder(c.get('db'));
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
      configRows(db),
    ]);
    const articleTypeOf = await publishedTypes(db);
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
