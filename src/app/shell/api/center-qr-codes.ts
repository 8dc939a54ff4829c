import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '../../api';

export function getCenterQrCodes() {
  return payloadOf(api.GET('/api-visa/center/anon/wxcs'));
}

export const centerQrCodesQueryOptions = queryOptions({
  queryKey: ['center-qr-codes'],
  queryFn: getCenterQrCodes,
  staleTime: Infinity,
});

export function useCenterQrCodes() {
  return useQuery(centerQrCodesQueryOptions);
}
