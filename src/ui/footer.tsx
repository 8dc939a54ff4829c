import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../domain/route-names';
import { pathOf } from '../lib/route-paths';
import { Logo } from './logo';

export interface FooterContacts {
  address?: string | null;
  email?: string | null;
  hotline?: string | null;
  filingNumber?: string | null;
}

export interface FooterQr {
  /** An image URL or data URL; the SVG is shown through <img> so markup from the server never runs. */
  src: string;
}

const footerLinks: readonly RouteName[] = ['aboutUs', 'contactUs', 'businessCooperation', 'siteMap', 'agreement'];

export function Footer({ contacts, qr }: { contacts: FooterContacts; qr: FooterQr | null }) {
  const { t } = useTranslation();
  const rows: { key: string; value: string | null | undefined; href?: string }[] = [
    { key: 'footer.address', value: contacts.address },
    { key: 'footer.email', value: contacts.email, href: contacts.email ? `mailto:${contacts.email}` : undefined },
    { key: 'footer.hotline', value: contacts.hotline, href: contacts.hotline ? `tel:${contacts.hotline.replace(/[^\d+]/g, '')}` : undefined },
  ];
  return (
    <footer className="mt-12 bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[2fr_1fr_auto]">
        <div>
          <p className="flex items-center gap-3 text-lg font-semibold text-white">
            <Logo className="h-9 w-9" />
            {t('app.title')}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {rows.map((row) => (
              <div key={row.key} className="contents">
                <dt className="text-slate-300">{t(row.key)}</dt>
                <dd>
                  {!row.value ? (
                    <span className="text-slate-300">—</span>
                  ) : row.href ? (
                    <a href={row.href} className="underline underline-offset-2 hover:text-white">
                      {row.value}
                    </a>
                  ) : (
                    row.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="space-y-1 text-sm">
            {footerLinks.map((name) => (
              <li key={name}>
                <Link to={pathOf(name)} className="underline-offset-2 hover:text-white hover:underline">
                  {t(`route.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {qr && (
          <figure className="w-32 text-center text-xs text-slate-300">
            <img
              src={qr.src}
              alt={t('footer.qrAlt')}
              className="mx-auto h-28 w-28 rounded bg-white p-1"
              width={112}
              height={112}
            />
            <figcaption className="mt-1">{t('footer.qrCaption')}</figcaption>
          </figure>
        )}
      </div>
      <div className="border-t border-slate-700 py-3 text-center text-xs text-slate-300">
        {contacts.filingNumber && <p>{contacts.filingNumber}</p>}
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
