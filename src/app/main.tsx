import './zod-jitless';
// The styles are named by the page itself (a stylesheet link), not fetched by the start module after it arrives.
import '../styles.css';
import { getLanguage } from '../lib/language';
import { rememberCenterId } from '../lib/session';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { afterNextPaint } from '../ui/after-paint';

// What the address says (`?centerId=`, `?lang=`) is kept before anything waits: a person who opens a center's link
// and moves on before the page's code has arrived (or a test that does) must not lose the center for the login
// redirect later. This ran in `start()`, after two module loads, and a quick second navigation could skip it.
rememberCenterId(window.location.search);
getLanguage();

// The page's code runs in steps, each its own task: React's modules first (they set themselves up as they are first
// imported), then the portal's shell and the first route. Evaluated as one static import graph they were one task of
// 60 ms of CPU here, four times that on Lighthouse's phone, in which the page answered no input (issue 18: total
// blocking time). index.html still names every file of both steps as modulepreload (vite.config.ts), so splitting
// the evaluation adds no round trip.
// Each step also ends its task (yield-to-browser.ts says why).
// The first step waits for the page's first paint: when the modules came as fast as the page (a cache, a near
// server), the browser evaluated them before it painted what the server sent, so the banner and a painted page's
// text waited for the portal's code to run (Lighthouse counted every file fetched by then against the first paint).
void afterNextPaint()
  .then(() => import('./react-runtime'))
  .then(yieldToBrowser)
  .then(() => import('./start'))
  .then(async ({ start }) => {
    await yieldToBrowser();
    await start();
  });
