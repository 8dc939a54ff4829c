import { lazy, Suspense } from 'react';
import { Loading } from '../../ui/query-states';
import { HomeHero } from './home-hero';

// The hero and the shell are interactive before the data layer arrives; the sections that show
// server data come in their own chunk. Its download starts as soon as this module runs, in
// parallel with the first render, so the data request is not delayed by the split.
const loadContent = () => import('./home-content');
void loadContent();
const HomeContent = lazy(() => loadContent().then((m) => ({ default: m.HomeContent })));

export function HomePage() {
  return (
    <div className="space-y-6">
      <HomeHero />
      <Suspense fallback={<Loading />}>
        <HomeContent />
      </Suspense>
    </div>
  );
}
