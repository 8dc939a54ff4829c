import type { InspectionEvent } from 'xstate';

// The bridge's one entry point, written out rather than imported: src/dev sits above the features (its "load"
// goes through the flow), so a type import from here would tie src/lib to it.
type Bridge = { observe(root: string, event: InspectionEvent, time: number): void };

/**
 * Development only (decision 020): the `inspect` option for an actor system of the app, which hands every
 * inspection event to the inspector bridge. Call it only behind `import.meta.env.DEV`: the production build
 * then drops this module. The bridge is imported by its address on the dev server, which the bundler does not
 * follow, because a dynamic import it can resolve becomes a chunk of the build even from code it drops.
 */
export function devInspect(root: string): (event: InspectionEvent) => void {
  const address = '/src/dev/inspector/bridge.ts';
  const bridge = import(/* @vite-ignore */ address) as Promise<Bridge>;
  // One promise for every event: they reach the bridge in the order they happened.
  return (event) => {
    const time = Date.now();
    void bridge.then((loaded) => loaded.observe(root, event, time));
  };
}
