// The courier route call (getExpressRoute), typed from the generated schema. Keyed by order, direction and waybill,
// so the order detail and the tracking page share what they read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { api, payloadOf } from '../../../lib/api';

export type ExpressRoute = components['schemas']['ExpressRoute'];
export type ExpressDirection = ExpressRoute['direction'];

export const getExpressRoute = (orderId: string, direction: ExpressDirection, expressNo?: string) =>
  payloadOf(api.GET('/api-express/express/route', { params: { query: { orderId, direction, ...(expressNo ? { expressNo } : {}) } } }));

export const expressRouteQueryOptions = (orderId: string, direction: ExpressDirection, expressNo?: string) => queryOptions({
  queryKey: ['expressRoute', orderId, direction, expressNo ?? ''],
  queryFn: () => getExpressRoute(orderId, direction, expressNo),
  staleTime: 0,
  retry: 1,
  // A parcel moves over hours: a page left open catches up now and then without a reload.
  refetchInterval: 120_000,
});

export const useExpressRoute = (orderId: string, direction: ExpressDirection, expressNo?: string) =>
  useQuery(expressRouteQueryOptions(orderId, direction, expressNo));
