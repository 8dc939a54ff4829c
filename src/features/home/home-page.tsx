import { useLoaderData } from 'react-router-dom';
import { DeferredView, type PendingResult } from '../../ui/deferred-view';
import { getHome } from './api/home';
import { HomeSections } from './home-sections';
import { HomeHero } from './home-hero';
import type { HomeData } from './home-types';

interface HomeLoaderData {
  home: PendingResult<HomeData>;
}

// The call starts with the route, in parallel with the first render; the hero and the shell do not wait for it.
export function homeLoader(): HomeLoaderData {
  return { home: getHome() };
}

export function HomePage() {
  const { home } = useLoaderData() as HomeLoaderData;
  return (
    <div className="space-y-6">
      <HomeHero />
      <DeferredView result={home}>{(data) => <HomeSections data={data} />}</DeferredView>
    </div>
  );
}
