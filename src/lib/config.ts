import type { components } from '../api/schema.gen';
import { unwrap } from '../api/client';
import { api } from './api';

export type ConfigKey = components['schemas']['ConfigKey'];

/** A configuration value, or null when the call failed (the catalogue has already said so). */
export async function getConfigValue(configKey: ConfigKey): Promise<string | null> {
  const result = await unwrap(api.GET('/api-content/config/find/{configKey}', { params: { path: { configKey } } }));
  return result.ok ? result.data.value : null;
}
