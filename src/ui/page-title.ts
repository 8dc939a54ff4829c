import { useEffect, useSyncExternalStore } from 'react';

// A screen that knows better than its route what its page is about (a supplement's payment on the payment route)
// names it here; the heading and the document title both read the name, so they still agree.
let named: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null) {
  if (named === title) return;
  named = title;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title a screen has named, or null when the route's own title stands. */
export const useNamedPageTitle = () => useSyncExternalStore(subscribe, () => named, () => null);

/** Names the page while the calling screen is shown; null leaves the route's title. */
export function useNamePageTitle(title: string | null) {
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title]);
}
