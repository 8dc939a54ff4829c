import type { Context } from 'hono';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { koreaAddressMessages } from '../applies/korea-address-words.ts';
import { checkedBody } from '../http/checked-input.ts';
import { paging } from '../http/query.ts';
import { KoreaAddressUnavailable, sandboxKoreaAddress, unconfiguredKoreaAddress, type KoreaAddressProvider } from '../providers/korea-address.ts';
import { refuse } from '../http/handlers/refusal.ts';

export interface KoreaAddressHandlerDeps {
  /** Defaults to the sandbox list in sandbox mode and to "unavailable" otherwise. */
  provider?: KoreaAddressProvider;
}

export function createKoreaAddressHandlers(deps: KoreaAddressHandlerDeps = {}): OperationHandlers {
  let sandbox: KoreaAddressProvider | null = null;
  // A short delay, as a remote service has, so the form's "searching" state is seen in the sandbox too.
  const providerFor = (c: Context<AppEnv>) => deps.provider ?? (c.get('config').sandbox ? (sandbox ??= sandboxKoreaAddress({ latencyMs: 250 })) : unconfiguredKoreaAddress);

  return {
    async searchKoreaAddress(c) {
      // Trimmed and measured by its field rule (http/field-rules.ts) before this runs.
      const { keyword } = checkedBody(c, 'searchKoreaAddress');
      const { page, size, offset } = paging(c);
      try {
        const found = await providerFor(c).search(keyword, { offset, size });
        return ok(c, 'searchKoreaAddress', { records: found.records, total: found.total, page, size });
      } catch (error) {
        if (error instanceof KoreaAddressUnavailable) return refuse(500, koreaAddressMessages.unavailable);
        throw error;
      }
    },
  };
}

export const koreaAddressHandlers = createKoreaAddressHandlers();
