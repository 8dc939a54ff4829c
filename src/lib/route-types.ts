import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { RouteName } from '../domain/route-names';

// The shapes of the route table (src/app/route-table.ts), apart from it: a feature declares its screens' loaders
// and a ui part reads the route's handle without importing the app that composes them.
export interface Screen {
  Component: ComponentType;
  /** Starts the screen's calls with the route, so data and screen arrive together (public pages). */
  loader?: LoaderFunction;
}

export type LoadScreen = () => Promise<Screen>;

export interface RouteEntry {
  name: RouteName;
  path: string;
  titleKey: `route.${RouteName}`;
  scrollTop: boolean;
}

export interface RouteHandle {
  routeName?: RouteName;
  titleKey: string;
  scrollTop?: boolean;
}
