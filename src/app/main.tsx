import './zod-jitless';
// The styles are named by the page itself (a stylesheet link), not fetched by the start module after it arrives.
import '../styles.css';

// The page's code runs in steps, each its own task: React's modules first (they set themselves up as they are first
// imported), then the portal's shell and the first route. Evaluated as one static import graph they were one task of
// 60 ms of CPU here, four times that on Lighthouse's phone, in which the page answered no input (issue 18: total
// blocking time). index.html still names every file of both steps as modulepreload (vite.config.ts), so splitting
// the evaluation adds no round trip.
void import('./react-runtime')
  .then(() => import('./start'))
  .then(({ start }) => start());
