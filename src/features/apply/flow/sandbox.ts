// Whether this portal runs against the sandbox server: development builds always; a production build asks
// the server, whose sandbox mode serves the outbox page's JSON (a real deployment answers the SPA's HTML).
let probe: Promise<boolean> | null = null;

export function isSandbox(): Promise<boolean> {
  if (import.meta.env.DEV) return Promise.resolve(true);
  probe ??= fetch('/dev/outbox.json?recipient=-', { headers: { accept: 'application/json' } })
    .then((response) => response.ok && /json/.test(response.headers.get('content-type') ?? ''))
    .catch(() => false);
  return probe;
}
