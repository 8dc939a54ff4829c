import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { getLanguage, htmlLang, shareLanguageWithServer } from '../lib/language';
import { setUpI18n } from './i18n/setup';
import { createAppRouter } from './router';
import { setNavigate } from '../lib/navigation';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { isServerPainted, paintTakenOver } from '../lib/page-data';

export async function start() {
  // Spec §1: session storage starts empty on every visit — an applicant's. The staff console keeps its tab's shift
  // there (src/features/staff/api/staff-token.ts), which a reload of one of its pages must not end.
  if (!location.pathname.startsWith('/staff')) sessionStorage.clear();

  const language = getLanguage();
  document.documentElement.lang = htmlLang[language];
  shareLanguageWithServer(language);
  // The router starts fetching the first route's screen as it is made: that goes on while the texts load.
  const router = createAppRouter();
  setNavigate((to) => void router.navigate(to));
  await yieldToBrowser();
  const i18n = await setUpI18n(language);
  document.title = i18n.t('app.title');
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('app.description'));

  await yieldToBrowser();
  // A page the server painted (decision 107) stays as it is until React can draw its whole first screen in its
  // place: rendered before the route's screen has loaded, React's first frame would be the starting screen, and the
  // painted text would vanish and come back.
  if (isServerPainted()) await routerInitialized(router);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition lets React render the first screen in slices that yield to the browser between them, instead of
  // one long task a phone's main thread cannot answer input during (Lighthouse's total blocking time, issue 18).
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
        <PaintTakenOver />
      </StrictMode>,
    );
  });
}

/**
 * The painted mark goes once React's first frame is committed in the painting's place. Dropped as the render was
 * only scheduled (a transition renders later, in slices), a check made meanwhile took the painting for gone.
 */
function PaintTakenOver() {
  useEffect(() => {
    paintTakenOver();
  }, []);
  return null;
}

function routerInitialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

