import { useState, type ReactNode } from 'react';
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
  // Below 640 px the site navigation folds behind a menu button (as GOV.UK's header does), so a step's heading
  // starts near the top of a phone's first screen; from 640 px the button is hidden and the navigation always shows.
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 px-4 py-1.5 sm:py-3">
        <Link to={pathOf('index')} className="flex items-center gap-2 rounded text-blue-950 sm:gap-3">
          <Logo className="size-8 sm:size-10" />
          <span className="flex flex-col">
            <span className="font-bold leading-tight sm:text-lg">{t('app.title')}</span>
            <span className="hidden text-xs text-slate-600 sm:block">{t('app.subtitle')}</span>
          </span>
        </Link>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen(!menuOpen)}
          className="rounded border-2 border-blue-900 px-3 py-1 text-sm font-semibold text-blue-900 sm:hidden"
        >
          {t('nav.menu')}
        </button>
        <div className="flex w-full flex-wrap items-center justify-between gap-x-2 whitespace-nowrap sm:w-auto sm:gap-3">
          <LanguageSwitch />
          <div className="flex items-center gap-1 sm:gap-3">{account}</div>
        </div>
      </div>
      <nav id="site-nav" aria-label={t('nav.main')} className={`bg-blue-900 sm:block ${menuOpen ? '' : 'hidden'}`}>
        <ul className="mx-auto flex max-w-6xl flex-wrap px-2">
          {mainNav.map((name) => (
            <li key={name}>
              <NavLink
                to={pathOf(name)}
                end={name === 'index'}
                onClick={() => setMenuOpen(false)}
                className="block px-3 py-2 text-sm text-white hover:bg-blue-800 aria-[current=page]:bg-blue-950 aria-[current=page]:font-semibold"
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
