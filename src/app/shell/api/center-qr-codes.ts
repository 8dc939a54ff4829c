import type { components } from '../../../api/schema.gen';
import { unwrap } from '../../../api/client';
import { api } from '../../../lib/api';

export type CenterQrCodes = components['schemas']['CenterQrCodes'];

/** The centers' QR codes and the default one, or null when the call failed. */
export async function getCenterQrCodes(): Promise<CenterQrCodes | null> {
  const result = await unwrap(api.GET('/api-visa/center/anon/wxcs'));
  return result.ok ? result.data : null;
}
