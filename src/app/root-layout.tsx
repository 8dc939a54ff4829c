import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShellFrame } from './shell/shell-frame';
import { Footer } from '../ui/footer';
import { useNamedPageTitle } from '../ui/page-title';
import { useRouteHandle } from '../ui/use-route-handle';
import { ShellFooter } from './shell/shell-footer';
import { SessionGate } from './session-gate';
import { whenPageContentShown } from '../ui/after-paint';
import { flowRouteNames, type RouteName } from '../domain/route-names';

// Every page shows the footer, so its calls (and the API client) are part of the entry chunk: a lazy
// island only added a chunk and a round trip. The frame renders at once; its calls start once the page's own content
// has shown (they are not what a visitor came for; decision 131) and it fills in when they answer.
const emptyFooter = <Footer contacts={{}} qr={null} />;

export function RootLayout() {
  const navigation = useNavigation();
  useRouteEffects();
  const [footerWanted, setFooterWanted] = useState(false);
  useEffect(() => whenPageContentShown(() => setFooterWanted(true)), []);
  return (
    <ShellFrame
      footer={footerWanted ? (
        <Suspense fallback={emptyFooter}>
          <ShellFooter />
        </Suspense>
      ) : emptyFooter}
      busy={navigation.state === 'loading'}
    >
      <Outlet />
      <SessionGate />
    </ShellFrame>
  );
}

// Spec §1: the document title follows the route, and a route can ask to open at the top.
function useRouteEffects() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; search: string } | null>(null);

  const named = useNamedPageTitle();
  const title = named ?? (handle ? t(handle.titleKey) : '');
  const appTitle = t('app.title');
  useEffect(() => {
    document.title = title && title !== appTitle ? `${title} - ${appTitle}` : appTitle;
  }, [title, appTitle]);

  const scrollTop = handle?.scrollTop ?? false;
  const routeName = handle?.routeName;
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    if (!before || navigationType === 'POP') return;
    // A flow's sub-steps share one address and differ by `?step=` (decision 148): each is a screen of its own. Other
    // query changes (a list's filter or page, `draft=` added to the address) are not, and keep the focus where it is.
    const flow = routeName !== undefined && isFlowRouteName(routeName);
    const newScreen = before.pathname !== pathname || (flow && stepOf(before.search) !== stepOf(search));
    // Back and forward keep the browser's own scroll position. A new screen, or a new page of the
    // same list (a pushed query change), starts at its top; a new screen also takes the focus to
    // its content, so keyboard and screen-reader users land on it.
    if (scrollTop && (newScreen || (before.search !== search && navigationType === 'PUSH'))) window.scrollTo(0, 0);
    if (newScreen) document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, search, navigationType, scrollTop, routeName]);
}

const stepOf = (search: string) => new URLSearchParams(search).get('step');

function isFlowRouteName(name: RouteName): boolean {
  return (flowRouteNames as readonly RouteName[]).includes(name);
}
