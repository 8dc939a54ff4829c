import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '../../../lib/api';

// The personal center's other counts: orders per tab (each list's total, one row asked) and saved addresses. A
// failed count only hides its number; the entry stays.

const orderTotal = (tab: 'inProgress' | 'finished') =>
  payloadOf(api.GET('/api-order/order/list', { params: { query: { tab, page: 1, size: 1 } } })).then((page) => page.total);

export const centerCountsQueryOptions = queryOptions({
  queryKey: ['account', 'center-counts'],
  queryFn: async () => {
    const [inProgress, finished, addresses] = await Promise.all([
      orderTotal('inProgress'),
      orderTotal('finished'),
      payloadOf(api.GET('/api-address/address/list')).then((list) => list.length),
    ]);
    return { inProgress, finished, addresses };
  },
  staleTime: 0,
});

export const useCenterCounts = () => useQuery(centerCountsQueryOptions);
