import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../domain/route-names';
import { pathOf } from '../../lib/route-paths';
import { PageHeading } from './page-heading';

// Built from the route table's names rather than an article, so it cannot drift from the portal.
// Only pages a visitor can open directly are listed: flow steps and records need their context.
const groups: { key: string; routes: RouteName[] }[] = [
  { key: 'siteMap.visa', routes: ['choiceVisaType', 'visaInQuery', 'reserve', 'visaCenter', 'serviceCenter'] },
  { key: 'siteMap.information', routes: ['msgList', 'news', 'law', 'tourList', 'FAQ'] },
  { key: 'siteMap.account', routes: ['login', 'register', 'retrieve', 'TravelAgencyIdentity', 'center', 'orderList', 'applyTodoList', 'userMsg', 'invoiceList', 'address', 'setting'] },
  { key: 'siteMap.about', routes: ['aboutUs', 'contactUs', 'businessCooperation', 'agreement', 'clientCenter'] },
];

export function SiteMapPage() {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>{t('route.siteMap')}</PageHeading>
      <div className="grid gap-6 sm:grid-cols-2">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`site-map-${group.key}`} className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 id={`site-map-${group.key}`} className="mb-2 text-lg font-bold text-blue-950">
              {t(group.key)}
            </h2>
            <ul className="space-y-1">
              {group.routes.map((name) => (
                <li key={name}>
                  <Link to={pathOf(name)} className="text-blue-900 underline-offset-2 hover:underline">
                    {t(`route.${name}`)}
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
