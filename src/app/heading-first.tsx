import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isServerPainted } from '../lib/page-data';
import type { LoadScreen } from '../lib/route-types';
import { useStoredSession } from '../lib/session-hooks';
import { afterPresented } from '../ui/after-paint';
import { FormPage } from '../ui/form/form-page';
import { Loading } from '../ui/query-states';

export interface HeadingFirstOptions {
  /** The screen's form page is the wide one (`FormPage wide`): the heading waits where the screen will show it. */
  wide?: boolean;
  /** Runs with the route, before the heading: what the page should ask for at once (a graphic code's first picture). */
  start?: () => void;
  /** A signed-in screen: a visitor without a session is shown no heading, only the loading line, until the guard
   * (which comes with the screen) sends them to login. */
  signedIn?: boolean;
  /** The screen opens on something above its heading (an order's back link), not on a form page: the feature's own
   * frame of the page, which its screen shows too, so the heading waits where the screen will show it. */
  frame?: () => Promise<ComponentType<{ busy?: boolean; children: ReactNode }>>;
}

/**
 * A route whose screen opens on the route's own title in a form page (the sign-in pages, the public forms, some
 * account pages) shows that heading with a loading line first, and asks for the screen's code (its form library, the
 * query layer, its rules and texts) only once the browser has painted it (decision 104, as decision 071 does for the
 * flow's steps). The heading is where the screen will show it: the same `FormPage`, as wide.
 */
export function headingFirst(load: LoadScreen, options: HeadingFirstOptions = {}): LoadScreen {
  return async () => {
    options.start?.();
    // The server painted this screen, heading and all (decision 107): React's first frame must be the whole screen,
    // the same picture, so the route waits for the screen itself and shows no loading frame in the painting's place.
    if (isServerPainted()) return load();
    const Frame = await options.frame?.();
    // Once loaded, a second visit to the route shows the screen at once, with no loading frame.
    let loaded = false;
    const Screen = lazy(() => load().then((screen) => {
      loaded = true;
      return { default: screen.Component };
    }));
    function Waiting() {
      const session = useStoredSession();
      if (options.signedIn && !session.isLogin) return <Loading />;
      if (Frame) return <Frame busy><Loading /></Frame>;
      return (
        <FormPage busy wide={options.wide}>
          <Loading />
        </FormPage>
      );
    }
    function HeadingFirst() {
      const [asked, setAsked] = useState(loaded);
      useEffect(() => {
        if (asked) return;
        let live = true;
        // A transition: the heading on the page stays as it is until the screen is here, instead of being replaced by
        // the same heading as the Suspense's fallback (a new element, read again by a screen reader).
        void afterPresented().then(() => live && startTransition(() => setAsked(true)));
        return () => {
          live = false;
        };
      }, [asked]);
      return <Suspense fallback={<Waiting />}>{asked ? <Screen /> : <Waiting />}</Suspense>;
    }
    return { Component: HeadingFirst };
  };
}
