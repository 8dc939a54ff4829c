// Business constants of spec §9, written once and used by forms, machines, server and tests.
export const REQUEST_TIMEOUT_MS = 12_000;
/**
 * Reading a document image (passport, ID card, bank card): the server's readers stop trying after 8 s of their own,
 * but readings are queued one at a time per process, so a second upload can wait out the first (decision 062).
 */
export const RECOGNITION_TIMEOUT_MS = 45_000;
export const MAX_APPLICANTS_PER_ORDER = 5;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const FEEDBACK_MIN = 6;
export const FEEDBACK_MAX = 200;
/** Saved addresses (ours; the spec gives no limits): what a courier label holds, and how many a person keeps. */
export const ADDRESS_CONTACT_MAX = 30;
export const ADDRESS_DETAIL_MAX = 100;
export const ADDRESS_LIMIT = 20;
export const UPLOAD_MAX_BYTES = 500 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;
export const URGENT_REVIEW_WORKING_DAYS = 3;
export const PASSPORT_VALID_MONTHS_AFTER_DEPARTURE = 6;
export const PHOTO_MAX_AGE_MONTHS = 6;
export const RESERVATION_MIN_WORKING_DAYS_AHEAD = 2;
/** The current month plus this many following months are open for reservations. */
export const RESERVATION_OPEN_EXTRA_MONTHS = 2;
export const VISIT_HISTORY_YEARS = 5;
export const PAYMENT_EXPIRES_MS = 15 * 60 * 1000;
export const LANGUAGES = ['zh', 'en', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
/** The cookie the browser keeps its language in for the server, beside localStorage (decision 069). */
export const LANGUAGE_COOKIE = 'language';
export const PAYMENT_METHODS = ['wechat', 'alipay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const STAY_TIERS = ['le90', 'ge91', 'permanent'] as const;
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm';
