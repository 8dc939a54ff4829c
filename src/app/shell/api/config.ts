import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { api, payloadOf } from '../../api';

export type ConfigKey = components['schemas']['ConfigKey'];

export function getConfigValue(configKey: ConfigKey) {
  return payloadOf(api.GET('/api-content/config/find/{configKey}', { params: { path: { configKey } } }));
}

// Footer configuration changes rarely; one fetch per visit is enough.
export function configValueQueryOptions(configKey: ConfigKey) {
  return queryOptions({ queryKey: ['config', configKey], queryFn: () => getConfigValue(configKey), staleTime: Infinity });
}

export function useConfigValue(configKey: ConfigKey) {
  return useQuery(configValueQueryOptions(configKey));
}
