import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '../../../app/api';

export function getHome() {
  return payloadOf(api.GET('/api-visa/home'));
}

export const homeQueryOptions = queryOptions({ queryKey: ['home'], queryFn: getHome });

export function useHome() {
  return useQuery(homeQueryOptions);
}
