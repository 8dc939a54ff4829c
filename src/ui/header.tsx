import type { ReactNode } from 'react';
import { NavLink, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../domain/route-names';
import { pathOf } from '../lib/route-paths';
import { Logo } from './logo';
import { LanguageSwitch } from './language-switch';

const mainNav: readonly RouteName[] = ['index', 'news', 'law', 'tourList', 'FAQ', 'visaCenter', 'visaInQuery', 'reserve'];

/**
 * `account` is the banner's account area (the app's session links: the header knows no session); `children` go at
 * the end of the banner landmark: the site-wide message area lives there.
 */
export function Header({ account, children }: { account?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to={pathOf('index')} className="flex items-center gap-3 rounded text-blue-950">
          <Logo />
          <span className="flex flex-col">
            <span className="text-lg font-bold leading-tight">{t('app.title')}</span>
            <span className="text-xs text-slate-600">{t('app.subtitle')}</span>
          </span>
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <LanguageSwitch />
          {account}
        </div>
      </div>
      <nav aria-label={t('nav.main')} className="bg-blue-900">
        <ul className="mx-auto flex max-w-6xl flex-wrap px-2">
          {mainNav.map((name) => (
            <li key={name}>
              <NavLink
                to={pathOf(name)}
                end={name === 'index'}
                className={({ isActive }) =>
                  `block px-3 py-2 text-sm text-white hover:bg-blue-800 ${isActive ? 'bg-blue-950 font-semibold' : ''}`
                }
              >
                {t(`nav.${name}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </header>
  );
}
