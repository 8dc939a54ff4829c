import { describe, expect, it } from 'vitest';
import { groupOf, routeGroups, routeNames, routeNamesOf, type RouteGroup, type RouteName } from '../../src/domain/routes';
import { flowRouteNames } from '../../src/domain/route-names';
import { signInRouteNames } from '../../src/features/account/account-route-names';
import { routePaths } from '../../src/lib/route-paths';
import { routeTable } from '../../src/app/route-table';
import { accountScreens } from '../../src/features/account/account-routes';
import { flowScreens } from '../../src/features/apply/flow/flow-routes';
import { screens } from '../../src/app/screen-loaders';

// Adding a page is one row of src/domain/routes.ts (decision 114); everything else reads that table. These checks fail
// when a table derived from it, or a group's table of loaders, misses a row or names a route that is not one.
const sorted = (names: readonly string[]) => [...names].sort();
const rows = Object.entries(routeGroups).flatMap(([group, paths]) =>
  Object.entries(paths).map(([name, path]) => ({ name: name as RouteName, path, group: group as RouteGroup })));
const names = rows.map((row) => row.name);
const pathOfRow = (name: RouteName) => rows.find((row) => row.name === name)?.path;
const inGroup = (group: RouteGroup) => rows.filter((row) => row.group === group).map((row) => row.name);

describe('the route table and what reads it', () => {
  it('names each route once, in the spec names and the router', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(sorted(routeNames)).toEqual(sorted(names));
    for (const row of rows) expect(groupOf(row.name), row.name).toBe(row.group);
    expect(routeTable.map((entry) => [entry.name, entry.path, entry.titleKey])).toEqual(
      names.map((name) => [name, pathOfRow(name), `route.${name}`]),
    );
  });

  it('gives pathOf every row and its path', () => {
    expect(routePaths).toEqual(Object.fromEntries(rows.map((row) => [row.name, row.path])));
  });

  it('gives the build’s page hints the flow and sign-in rows', () => {
    expect(sorted(flowRouteNames)).toEqual(sorted(inGroup('flow')));
    expect(sorted(signInRouteNames)).toEqual(sorted(inGroup('signIn')));
  });

  it('has the account table load exactly the sign-in and account rows', () => {
    expect(sorted(Object.keys(accountScreens))).toEqual(sorted([...inGroup('signIn'), ...inGroup('account')]));
  });

  it('has the flow table load every flow row', () => {
    expect(Object.keys(flowScreens)).toEqual(expect.arrayContaining(inGroup('flow')));
  });

  it('has the whole table load every other row but the home page', () => {
    const loaded = Object.keys(screens);
    expect(inGroup('whole').filter((name) => !loaded.includes(name))).toEqual([]);
    expect(loaded).not.toContain('index');
  });

  it('keeps the home page the only row of its group (its loader is in the entry)', () => {
    expect(inGroup('home')).toEqual(['index']);
    expect(routeNamesOf('home')).toEqual(['index']);
  });
});
