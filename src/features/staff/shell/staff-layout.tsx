import { useEffect, useRef } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { LanguageSwitch } from '../../../ui/language-switch';
import { useNamedPageTitle } from '../../../ui/page-title';
import { useRouteHandle } from '../../../ui/use-route-handle';
import { useStaffText } from '../strings';
import { staffQueryClient } from './query-client';
import { StaffHeaderMark } from './staff-header-mark';

// The console's frame: its own header (no applicant menus, no footer), the skip link, one main landmark that takes
// the focus after each navigation, and the document title from the route. The navigation and the person's menu
// are drawn by RequireStaff, which knows who is signed in.
export function StaffLayout() {
  const { text } = useStaffText();
  const navigation = useNavigation();
  useStaffRouteEffects();
  return (
    <QueryClientProvider client={staffQueryClient}>
      <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
        <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 text-blue-900 focus:not-sr-only focus:absolute focus:left-4 focus:top-4">
          {text('skipToContent')}
        </a>
        <header className="border-b-4 border-blue-900 bg-white">
          <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2">
            <StaffHeaderMark />
            <LanguageSwitch />
          </div>
        </header>
        <Outlet />
        {navigation.state === 'loading' ? <div role="status" className="sr-only">{text('loading')}</div> : null}
      </div>
    </QueryClientProvider>
  );
}

function useStaffRouteEffects() {
  const { t, text } = useStaffText();
  const handle = useRouteHandle();
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  const named = useNamedPageTitle();
  const title = named ?? (handle ? t(handle.titleKey) : '');
  const consoleTitle = text('consoleTitle');
  useEffect(() => {
    document.title = title ? `${title} - ${consoleTitle}` : consoleTitle;
  }, [title, consoleTitle]);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === null || navigationType === 'POP' || before === pathname) return;
    // A new screen starts at its top with the focus on its content, so keyboard and screen-reader users land there.
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, search, navigationType]);
}
