// The sandbox courier's sorting centers: one per province (its capital, plus Qingdao, where a visa center is), with
// the names in three languages and rough coordinates, so a route passes the hubs that lie between its two cities.
import type { Localized } from '../../domain/localized.ts';

export interface Hub {
  /** The city's statistical code (6 digits): a sender in this city starts at the hub itself. */
  cityCode: string;
  name: Localized;
  lat: number;
  lon: number;
}

const h = (cityCode: string, zh: string, en: string, ko: string, lat: number, lon: number): Hub => ({ cityCode, name: { zh, en, ko }, lat, lon });

/** Keyed by the 2-digit province code; the province's own hub. */
export const PROVINCE_HUBS: Readonly<Record<string, Hub>> = {
  '11': h('110100', '北京', 'Beijing', '베이징', 39.9, 116.4),
  '12': h('120100', '天津', 'Tianjin', '톈진', 39.1, 117.2),
  '13': h('130100', '石家庄', 'Shijiazhuang', '스자좡', 38.04, 114.5),
  '14': h('140100', '太原', 'Taiyuan', '타이위안', 37.87, 112.55),
  '15': h('150100', '呼和浩特', 'Hohhot', '후허하오터', 40.84, 111.75),
  '21': h('210100', '沈阳', 'Shenyang', '선양', 41.8, 123.43),
  '22': h('220100', '长春', 'Changchun', '창춘', 43.88, 125.32),
  '23': h('230100', '哈尔滨', 'Harbin', '하얼빈', 45.75, 126.63),
  '31': h('310100', '上海', 'Shanghai', '상하이', 31.23, 121.47),
  '32': h('320100', '南京', 'Nanjing', '난징', 32.06, 118.8),
  '33': h('330100', '杭州', 'Hangzhou', '항저우', 30.27, 120.15),
  '34': h('340100', '合肥', 'Hefei', '허페이', 31.82, 117.23),
  '35': h('350100', '福州', 'Fuzhou', '푸저우', 26.07, 119.3),
  '36': h('360100', '南昌', 'Nanchang', '난창', 28.68, 115.86),
  '37': h('370100', '济南', 'Jinan', '지난', 36.65, 117.0),
  '41': h('410100', '郑州', 'Zhengzhou', '정저우', 34.75, 113.62),
  '42': h('420100', '武汉', 'Wuhan', '우한', 30.59, 114.3),
  '43': h('430100', '长沙', 'Changsha', '창사', 28.23, 112.94),
  '44': h('440100', '广州', 'Guangzhou', '광저우', 23.13, 113.26),
  '45': h('450100', '南宁', 'Nanning', '난닝', 22.82, 108.37),
  '46': h('460100', '海口', 'Haikou', '하이커우', 20.04, 110.35),
  '50': h('500100', '重庆', 'Chongqing', '충칭', 29.56, 106.55),
  '51': h('510100', '成都', 'Chengdu', '청두', 30.66, 104.07),
  '52': h('520100', '贵阳', 'Guiyang', '구이양', 26.65, 106.63),
  '53': h('530100', '昆明', 'Kunming', '쿤밍', 25.04, 102.71),
  '54': h('540100', '拉萨', 'Lhasa', '라싸', 29.65, 91.13),
  '61': h('610100', '西安', "Xi'an", '시안', 34.34, 108.94),
  '62': h('620100', '兰州', 'Lanzhou', '란저우', 36.06, 103.83),
  '63': h('630100', '西宁', 'Xining', '시닝', 36.62, 101.78),
  '64': h('640100', '银川', 'Yinchuan', '인촨', 38.49, 106.23),
  '65': h('650100', '乌鲁木齐', 'Urumqi', '우루무치', 43.83, 87.62),
  '81': h('810000', '香港', 'Hong Kong', '홍콩', 22.3, 114.17),
  '82': h('820000', '澳门', 'Macau', '마카오', 22.2, 113.55),
};

/** Cities with a visa center that are not a province's hub: they are the end of a route, not a sorting center. */
const CENTER_CITIES: readonly Hub[] = [h('370200', '青岛', 'Qingdao', '칭다오', 36.07, 120.38)];

/** A visa center's city (its seeded Chinese name, e.g. 北京, 青岛) as a place with a province, or undefined. */
export function centerPlace(cityZh: string): { provinceCode: string; hub: Hub } | undefined {
  for (const [provinceCode, hub] of Object.entries(PROVINCE_HUBS)) if (hub.name.zh === cityZh) return { provinceCode, hub };
  const city = CENTER_CITIES.find((candidate) => candidate.name.zh === cityZh);
  return city ? { provinceCode: city.cityCode.slice(0, 2), hub: city } : undefined;
}

/**
 * Hubs strictly between two provinces' hubs, nearest the straight line and in travel order: at most `max`, each
 * within a sixth of the distance from the line, so Beijing → Guangzhou passes Zhengzhou and Wuhan, not Urumqi.
 */
export function hubsBetween(from: Hub, to: Hub, max = 2): Hub[] {
  const dx = to.lon - from.lon;
  const dy = to.lat - from.lat;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return [];
  const along = (hub: Hub) => ((hub.lon - from.lon) * dx + (hub.lat - from.lat) * dy) / length2;
  const off = (hub: Hub) => Math.abs((hub.lon - from.lon) * dy - (hub.lat - from.lat) * dx) / Math.sqrt(length2);
  const candidates = Object.values(PROVINCE_HUBS)
    .filter((hub) => hub !== from && hub !== to && along(hub) > 0.15 && along(hub) < 0.85 && off(hub) < Math.sqrt(length2) / 6)
    .sort((a, b) => off(a) - off(b))
    .slice(0, max);
  return candidates.sort((a, b) => along(a) - along(b));
}
