// Shapes of the seed data. The database loader imports these arrays as they are; text a person reads is
// Localized and stored as { zh, en, ko } jsonb (docs/architecture.md, "Language").
import type { RouteName } from '../../../../domain/route-names.ts';
import type { STAY_TIERS } from '../../../../domain/constants.ts';
import type { Localized } from '../../../../domain/localized.ts';

export type { Localized };

export type StayTier = (typeof STAY_TIERS)[number];

/** The 11 purposes of entry of spec §3, in the spec's order. */
export const PURPOSE_KEYS = [
  'tourismTransit', 'meeting', 'medicalTourism', 'shortTermBusiness', 'studyTraining', 'employment',
  'tradeInvestmentPosting', 'visitingRelatives', 'marriageImmigration', 'diplomaticOfficial', 'other',
] as const;
export type PurposeKey = (typeof PURPOSE_KEYS)[number];

/** A province-level unit as the jurisdiction table names it: 2-digit statistical code (81/82 for Hong Kong/Macau). */
export type ProvinceRef = { code: string; name: Localized };

export type ConsularPost = {
  id: string;
  name: Localized;
  city: Localized;
  address: Localized;
  phone: string;
  provinces: readonly ProvinceRef[];
};

export type VisaCenter = {
  id: string;
  /** The center used when no centerId is known; exactly one has it. */
  isDefault: boolean;
  name: Localized;
  city: Localized;
  address: Localized;
  openingHours: Localized;
  /** When the counter takes applications (HH:mm); the reservation slots and the opening-hours text come from it. */
  submissionHours: { opens: string; closes: string };
  phone: string;
  email: string;
  hotline: string;
  filingNumber: string;
  postId: string;
  /** What the center's WeChat service-account QR code encodes. */
  qrContent: string;
  sortOrder: number;
};

export type VisaType = {
  id: string;
  /** The Korean status-of-sojourn code, e.g. 'C-3-9'. */
  code: string;
  purpose: PurposeKey;
  stayTier: StayTier;
  name: Localized;
  description: Localized;
  sortOrder: number;
};

export type Entries = 'single' | 'double' | 'multiple';

export type VisaProduct = {
  id: string;
  visaTypeId: string;
  entries: Entries;
  validityMonths: number;
  /** Longest stay per entry, in days. */
  stayDays: number;
  name: Localized;
  /** Statutory consulate fee, whole US dollars. */
  consulateFeeUsd: number;
  normalWorkingDays: number;
  urgentWorkingDays: number;
  urgentAvailable: boolean;
  sortOrder: number;
};

export type ConfigValue = string | number | Localized;

/** Level 1 province, 2 city, 3 district (county level, or township level under the four cities without counties). */
export type RegionLevel = 1 | 2 | 3;
export type Region = { code: string; name: string; parentCode: string | null; level: RegionLevel };

export type HolidayDay = { date: string; name: Localized };
export type HolidayYear = {
  year: number;
  source: string;
  holidays: HolidayDay[];
  /** Weekend days that are make-up working days (调休上班). */
  workdays: HolidayDay[];
};

export const ARTICLE_TYPE_CODES = [
  'news', 'law', 'tour', 'faq', 'announcement', 'about', 'contact', 'cooperation', 'agreement',
] as const;
export type ArticleTypeCode = (typeof ARTICLE_TYPE_CODES)[number];

export type ArticleType = { code: ArticleTypeCode; name: Localized; sortOrder: number };

export type Article = {
  id: string;
  typeCode: ArticleTypeCode;
  title: Localized;
  summary: Localized;
  /** Plain paragraphs separated by blank lines; no HTML. */
  body: Localized;
  publishedAt: string;
};

export type ProcedureStep = { step: number; title: Localized; description: Localized };

export type ServiceLink =
  | { id: string; label: Localized; route: RouteName; articleId?: undefined }
  | { id: string; label: Localized; articleId: string; route?: undefined };

export type PermanentCategory = { code: string; name: Localized; description: Localized; sortOrder: number };
