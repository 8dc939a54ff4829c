import type { components } from '../api/schema.gen';
import { unwrap } from '../api/client';
import { api } from './api';

export type FooterConfig = components['schemas']['FooterConfig'];

let footerConfig: Promise<FooterConfig> | undefined;

/**
 * The footer's configuration values in one call (decision 120), asked once per visit (a language switch reloads the
 * page) and shared by the footer and the payment screen's contacts. A failed call gives no values (the catalogue has
 * said why) and is asked again by the next reader.
 */
export function getFooterConfig(): Promise<FooterConfig> {
  footerConfig ??= unwrap(api.GET('/api-content/config/footer')).then((result) => {
    if (result.ok) return result.data;
    footerConfig = undefined;
    return {};
  });
  return footerConfig;
}
