// Portal content written for this portal. Article bodies are plain paragraphs separated by blank lines.
import type { RouteName } from '../../../../domain/route-names.ts';
import { announcements } from './articles/announcements.ts';
import { faqs } from './articles/faq.ts';
import { laws } from './articles/law.ts';
import { news } from './articles/news.ts';
import { pages } from './articles/pages.ts';
import { tours } from './articles/tour.ts';
import type { Article, ArticleType } from './types.ts';

export const articleTypes: readonly ArticleType[] = [
  { code: 'announcement', name: { zh: '公告', en: 'Announcements', ko: '공지사항' }, sortOrder: 1 },
  { code: 'news', name: { zh: '新闻动态', en: 'News', ko: '뉴스' }, sortOrder: 2 },
  { code: 'law', name: { zh: '法律法规', en: 'Laws and regulations', ko: '법률·규정' }, sortOrder: 3 },
  { code: 'tour', name: { zh: '旅游资讯', en: 'Travel information', ko: '관광 정보' }, sortOrder: 4 },
  { code: 'faq', name: { zh: '常见问题', en: 'FAQ', ko: '자주 묻는 질문' }, sortOrder: 5 },
  { code: 'about', name: { zh: '关于我们', en: 'About us', ko: '센터 소개' }, sortOrder: 6 },
  { code: 'contact', name: { zh: '联系我们', en: 'Contact us', ko: '연락처' }, sortOrder: 7 },
  { code: 'cooperation', name: { zh: '商务合作', en: 'Business cooperation', ko: '비즈니스 협력' }, sortOrder: 8 },
  { code: 'agreement', name: { zh: '用户协议', en: 'User agreement', ko: '이용약관' }, sortOrder: 9 },
];

export const articles: readonly Article[] = [...announcements, ...news, ...laws, ...tours, ...faqs, ...pages];

/** The article each single-page route shows. */
export const PAGE_ARTICLE_IDS = {
  aboutUs: 'about-us',
  contactUs: 'contact-us',
  businessCooperation: 'business-cooperation',
  agreement: 'user-agreement',
} as const satisfies Partial<Record<RouteName, string>>;
