// A call the page's first route starts as the router matches it, beside the screen's code, instead of after that
// code has arrived and rendered (issue 18: an article's text waited for two chunk loads before its call began).
// Only for the address the page was opened at: on later navigations the screen's query layer has its own cache,
// and a promise kept from the start could hand it an old answer.

export interface EarlyRead<T> {
  /** Starts the read for `key` when `path` is the page's first address and nothing was started yet. */
  start(key: string, path: string): void;
  /** The started read for `key`, once (then it is forgotten), or a new one. */
  read(key: string): Promise<T>;
}

/** `carried`: the answer the page itself brought for the key and address, if any (then no call is made). */
export function createEarlyRead<T>(
  call: (key: string) => Promise<T>,
  firstPath: string | null,
  carried: (key: string, path: string) => T | undefined = () => undefined,
): EarlyRead<T> {
  let started: { key: string; pending: Promise<T> } | null = null;
  let open = firstPath !== null;
  return {
    start(key, path) {
      if (!open || path !== firstPath) return;
      open = false;
      const brought = carried(key, path);
      const pending = brought === undefined ? call(key) : Promise.resolve(brought);
      // Nobody may come for it (the person left at once): its failure was already told by the API client.
      pending.catch(() => undefined);
      started = { key, pending };
    },
    read(key) {
      if (started?.key === key) {
        const { pending } = started;
        started = null;
        return pending;
      }
      return call(key);
    },
  };
}

/** The address the page was opened at, read when the entry's modules load. */
export const firstPath = typeof location === 'undefined' ? null : location.pathname;
