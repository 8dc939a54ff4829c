import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../domain/route-names';
import { pathOf, VISA_GUIDE_PATH } from '../../lib/route-paths';
import { PageHeading } from './page-heading';

// Built from the route table's names rather than an article, so it cannot drift from the portal.
// Only pages a visitor can open directly are listed: flow steps and records need their context. 客户中心
// (clientCenter) is only another address of the personal center, listed under the account; the visa guide is not a
// spec route but is where a visitor who does not know the visa type starts.
type Entry = { to: string; labelKey: string };
const route = (name: RouteName): Entry => ({ to: pathOf(name), labelKey: `route.${name}` });
const visaGuide: Entry = { to: VISA_GUIDE_PATH, labelKey: 'home.visaGuide' };

export const siteMapGroups: { key: string; entries: Entry[] }[] = [
  { key: 'siteMap.visa', entries: [visaGuide, ...(['choiceVisaType', 'visaInQuery', 'reserve', 'visaCenter', 'serviceCenter'] as const).map(route)] },
  { key: 'siteMap.information', entries: (['msgList', 'news', 'law', 'tourList', 'FAQ'] as const).map(route) },
  { key: 'siteMap.account', entries: (['login', 'register', 'retrieve', 'TravelAgencyIdentity', 'center', 'orderList', 'applyTodoList', 'userMsg', 'invoiceList', 'address', 'setting'] as const).map(route) },
  { key: 'siteMap.about', entries: (['aboutUs', 'contactUs', 'businessCooperation', 'agreement'] as const).map(route) },
];

export function SiteMapPage() {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>{t('route.siteMap')}</PageHeading>
      <div className="grid gap-6 sm:grid-cols-2">
        {siteMapGroups.map((group) => (
          <section key={group.key} aria-labelledby={`site-map-${group.key}`} className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 id={`site-map-${group.key}`} className="mb-2 text-lg font-bold text-blue-950">
              {t(group.key)}
            </h2>
            <ul className="space-y-1">
              {group.entries.map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to} className="text-blue-900 underline-offset-2 hover:underline">
                    {t(entry.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
