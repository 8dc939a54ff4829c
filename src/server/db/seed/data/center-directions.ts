// How to reach each visa center. SAMPLE data like the rest of centers.ts (the buildings are the invented addresses
// there; stations and lines are the real ones nearest to them): an operator replaces it before going live.
import type { Localized } from './types.ts';

const t = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const centerDirections: Readonly<Record<string, Localized>> = {
  'center-beijing': t(
    '地铁1号线、10号线国贸站G口出，步行约5分钟；大楼地下停车场收费。',
    'Metro lines 1 and 10 to Guomao, exit G, then about 5 minutes on foot; paid parking under the building.',
    '지하철 1·10호선 궈마오역 G출구에서 도보 약 5분, 건물 지하 유료 주차장.',
  ),
  'center-shanghai': t(
    '地铁1号线、2号线、8号线人民广场站，来福士广场出口，步行约3分钟。',
    'Metro lines 1, 2 and 8 to People’s Square, Raffles City exit, then about 3 minutes on foot.',
    '지하철 1·2·8호선 인민광장역 래플스시티 출구에서 도보 약 3분.',
  ),
  'center-guangzhou': t(
    '地铁3号线、5号线珠江新城站B1口出，步行约8分钟。',
    'Metro lines 3 and 5 to Zhujiang New Town, exit B1, then about 8 minutes on foot.',
    '지하철 3·5호선 주장신청역 B1출구에서 도보 약 8분.',
  ),
  'center-shenyang': t(
    '地铁2号线青年大街站C口出，步行约6分钟。',
    'Metro line 2 to Qingnian Street, exit C, then about 6 minutes on foot.',
    '지하철 2호선 칭녠다제역 C출구에서 도보 약 6분.',
  ),
  'center-chengdu': t(
    '地铁2号线、3号线春熙路站，IFS出口，步行约5分钟。',
    'Metro lines 2 and 3 to Chunxi Road, IFS exit, then about 5 minutes on foot.',
    '지하철 2·3호선 춘시루역 IFS 출구에서 도보 약 5분.',
  ),
  'center-wuhan': t(
    '地铁2号线王家墩东站或循礼门站，步行约10分钟。',
    'Metro line 2 to Wangjiadun East or Xunlimen, then about 10 minutes on foot.',
    '지하철 2호선 왕자둔둥역 또는 쉰리먼역에서 도보 약 10분.',
  ),
  'center-qingdao': t(
    '地铁2号线、3号线五四广场站，步行约5分钟。',
    'Metro lines 2 and 3 to May Fourth Square, then about 5 minutes on foot.',
    '지하철 2·3호선 5·4광장역에서 도보 약 5분.',
  ),
};
