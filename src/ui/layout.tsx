import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from './header';
import { Toast } from './toast';

// The page frame: skip link, the landmarks (banner, navigation, main, contentinfo) and the message area. The app
// fills in the header's account area and the footer (src/app/shell).
export function Layout({ account, footer, busy, children }: { account?: ReactNode; footer: ReactNode; busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-blue-900 focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header account={account}>
        <Toast />
      </Header>
      {/* At least a screen tall: the footer starts below the fold, so a screen filling in never pushes it down in view. */}
      <main id="main" tabIndex={-1} aria-busy={busy || undefined} className="mx-auto min-h-svh w-full max-w-6xl flex-1 px-4 pb-4 pt-3 outline-none sm:py-6">
        {children}
      </main>
      {footer}
    </div>
  );
}
