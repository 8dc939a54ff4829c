import type { ComponentType } from 'react';
import i18next from 'i18next';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-types';

// The seam between the staff console's shell (src/features/staff, its sign-in, queues and order view) and its admin
// pages (team, agencies, content, centers, integrations, audit export), built side by side: the shell mounts these
// routes under its layout and lists these entries in its navigation, showing each only to the roles it names. Every
// page is its own chunk, fetched with its texts on the first visit: nothing here reaches an applicant's page.

export type StaffRoleName = 'clerk' | 'supervisor' | 'finance' | 'editor' | 'admin';

export interface StaffNavEntry {
  /** Relative to /staff. */
  path: string;
  /** An i18n key of the staff console's namespace. */
  labelKey: string;
  roles: readonly StaffRoleName[];
}

type PageModule = Promise<Record<string, unknown>>;

/** A page's module, its texts and the form parts' words, together: the page never shows a key. */
function adminPage(path: string, load: () => PageModule, exportName: string): RouteObject {
  return {
    path,
    handle: { titleKey: `staffAdminNav.${path}` } satisfies RouteHandle,
    lazy: async () => {
      const [page] = await Promise.all([
        load(),
        import('./strings').then((m) => m.loadStaffAdminStrings()),
        import('../../ui/form/strings').then((m) => m.loadFormStrings()),
      ]);
      return { Component: page[exportName] as ComponentType };
    },
  };
}

/** Child routes of /staff (paths relative to it), each lazy. */
export const staffAdminRoutes: RouteObject[] = [
  adminPage('team', () => import('./team/team-page'), 'TeamPage'),
  adminPage('agencies', () => import('./agencies/agencies-page'), 'AgenciesPage'),
  adminPage('content', () => import('./content/content-page'), 'ContentPage'),
  adminPage('centers', () => import('./centers/centers-page'), 'CentersPage'),
  adminPage('calendars', () => import('./calendars/calendars-page'), 'CalendarsPage'),
  adminPage('integrations', () => import('./integrations/integrations-page'), 'IntegrationsPage'),
  adminPage('audit', () => import('./audit/audit-export-page'), 'AuditExportPage'),
];

// The pages' names (navigation labels and page titles) are here, not in the pages' texts: the shell lists them
// before any page has loaded. Seven words in three languages, added to the one namespace as this file loads.
const navLabels = {
  zh: { team: '员工与角色', agencies: '旅行社', content: '公告、新闻与常见问题', centers: '签证中心', calendars: '节假日与调休', integrations: '系统对接', audit: '审计记录导出' },
  en: { team: 'Team and roles', agencies: 'Travel agencies', content: 'Announcements, news and FAQ', centers: 'Visa centers', calendars: 'Holidays and make-up days', integrations: 'Integrations', audit: 'Audit export' },
  ko: { team: '직원 및 역할', agencies: '여행사', content: '공지, 뉴스 및 FAQ', centers: '비자 센터', calendars: '공휴일 및 대체 근무일', integrations: '시스템 연동', audit: '감사 기록 내보내기' },
} as const;

function addNavLabels() {
  for (const [language, labels] of Object.entries(navLabels)) {
    i18next.addResourceBundle(language, 'translation', { staffAdminNav: labels }, true, false);
  }
}
if (i18next.isInitialized) addNavLabels();
else i18next.on('initialized', addNavLabels);

/** What each role sees in the navigation; the server refuses the rest anyway (the contract's security requirement). */
export const staffAdminNav: readonly StaffNavEntry[] = [
  { path: 'team', labelKey: 'staffAdminNav.team', roles: ['admin'] },
  { path: 'agencies', labelKey: 'staffAdminNav.agencies', roles: ['admin', 'supervisor'] },
  { path: 'content', labelKey: 'staffAdminNav.content', roles: ['editor', 'admin'] },
  { path: 'centers', labelKey: 'staffAdminNav.centers', roles: ['admin', 'supervisor'] },
  { path: 'calendars', labelKey: 'staffAdminNav.calendars', roles: ['admin'] },
  { path: 'integrations', labelKey: 'staffAdminNav.integrations', roles: ['admin'] },
  { path: 'audit', labelKey: 'staffAdminNav.audit', roles: ['admin'] },
];
