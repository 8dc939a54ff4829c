// What a request is called in the access log and the metrics: its operation (openapi/portal.yaml's operationId), or
// for the rest a kind from a short fixed list. Never its path: a path may carry a mobile number or a download token,
// and a label per path would grow without end.
export type RouteKind = 'health' | 'metrics' | 'download' | 'dev' | 'api' | 'static' | 'page';

export function routeKind(path: string): RouteKind {
  if (path === '/health' || path.startsWith('/health/')) return 'health';
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/downloads/')) return 'download';
  if (/^\/(dev|sandbox)(\/|$)/.test(path)) return 'dev';
  // An /api… path no operation matched (answered 404).
  if (/^\/api(-|\/|$)/.test(path)) return 'api';
  return /\.[A-Za-z0-9]+$/.test(path) ? 'static' : 'page';
}
