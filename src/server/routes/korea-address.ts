import type { Context } from 'hono';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { pick, type Localized } from '../http/language.ts';
import { paging } from '../http/query.ts';
import { KoreaAddressUnavailable, sandboxKoreaAddress, unconfiguredKoreaAddress, type KoreaAddressProvider } from '../providers/korea-address.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';

export const KEYWORD_MIN = 2;
export const KEYWORD_MAX = 100;

export const koreaAddressMessages = {
  keywordTooShort: {
    zh: '请输入至少2个字的地址或酒店名称',
    en: 'Please type at least 2 characters of the address or hotel name',
    ko: '주소나 숙소 이름을 2자 이상 입력해 주세요',
  },
  keywordTooLong: {
    zh: '搜索内容不能超过100个字',
    en: 'Please type no more than 100 characters to search',
    ko: '검색어는 100자를 넘을 수 없습니다',
  },
  unavailable: {
    zh: '地址服务暂时无响应，请直接填写地址',
    en: 'The address service is not responding. Please type the address yourself',
    ko: '주소 서비스가 응답하지 않습니다. 주소를 직접 입력해 주세요',
  },
} satisfies Record<string, Localized>;

export interface KoreaAddressHandlerDeps {
  /** Defaults to the sandbox list in sandbox mode and to "unavailable" otherwise. */
  provider?: KoreaAddressProvider;
}

function keywordOf(c: Context<AppEnv>, body: unknown): string {
  const raw = (body as { keyword?: unknown } | null)?.keyword;
  const keyword = typeof raw === 'string' ? raw.trim() : '';
  const problem = [...keyword].length < KEYWORD_MIN ? koreaAddressMessages.keywordTooShort : keyword.length > KEYWORD_MAX ? koreaAddressMessages.keywordTooLong : null;
  if (problem) return refuse(400, problem, { fields: { keyword: pick(problem, c.get('language')) } });
  return keyword;
}

export function createKoreaAddressHandlers(deps: KoreaAddressHandlerDeps = {}): OperationHandlers {
  let sandbox: KoreaAddressProvider | null = null;
  // A short delay, as a remote service has, so the form's "searching" state is seen in the sandbox too.
  const providerFor = (c: Context<AppEnv>) => deps.provider ?? (c.get('config').sandbox ? (sandbox ??= sandboxKoreaAddress({ latencyMs: 250 })) : unconfiguredKoreaAddress);

  return {
    async searchKoreaAddress(c) {
      const keyword = keywordOf(c, await jsonBody(c));
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
