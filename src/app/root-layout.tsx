import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Layout } from '../ui/layout';
import { Footer } from '../ui/footer';
import { useRouteHandle } from '../ui/use-route-handle';

// The footer's contact data and QR need the data layer, which is not in the entry chunk: the footer
// frame renders at once and fills in when its island has loaded.
const ShellFooter = lazy(() => import('./shell/shell-footer').then((m) => ({ default: m.ShellFooter })));
const emptyFooter = <Footer contacts={{}} qr={null} />;

export function RootLayout() {
  const navigation = useNavigation();
  useRouteEffects();
  return (
    <Layout
      footer={
        <Suspense fallback={emptyFooter}>
          <ShellFooter />
        </Suspense>
      }
      busy={navigation.state === 'loading'}
    >
      <Outlet />
    </Layout>
  );
}

// Spec §1: the document title follows the route, and a route can ask to open at the top.
function useRouteEffects() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  const title = handle ? t(handle.titleKey) : '';
  const appTitle = t('app.title');
  useEffect(() => {
    document.title = title && title !== appTitle ? `${title} - ${appTitle}` : appTitle;
  }, [title, appTitle]);

  const scrollTop = handle?.scrollTop ?? false;
  useEffect(() => {
    const first = previousPath.current === null;
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (first) return;
    // Back and forward keep the browser's own scroll position; a new page starts at its top and
    // takes the focus to its content, so keyboard and screen-reader users land on the new screen.
    if (navigationType !== 'POP' && scrollTop) window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, navigationType, scrollTop]);
}
