import { article } from './article.ts';

export const tours = [
  article('tour-seoul', 'tour', '2026-03-05', {
    title: '首尔：古宫与现代都市',
    summary: '景福宫、北村韩屋村、明洞和南山首尔塔，一次看遍首尔的传统与潮流。',
    body: [
      '首尔是韩国的首都，历史街区与现代商圈交织。景福宫是朝鲜王朝的正宫，每天上午和下午在光化门前举行守门将交接仪式；身着韩服参观古宫可免门票。',
      '景福宫东侧的北村韩屋村保留了数百座传统韩屋，至今仍有居民生活，参观时请保持安静。仁寺洞以传统工艺品和茶馆闻名。',
      '明洞是购物和美食中心，弘大一带有众多街头演出和独立小店。傍晚可乘缆车登上南山首尔塔俯瞰城市夜景，或到汉江公园散步。',
      '市内交通以地铁为主，T-money交通卡可在地铁、公交和便利店使用。',
    ],
  }, {
    title: 'Seoul: palaces and a modern city',
    summary: 'Gyeongbokgung, Bukchon Hanok Village, Myeongdong and N Seoul Tower: Seoul\'s tradition and trends in one trip.',
    body: [
      'Seoul, the capital of Korea, weaves historic quarters into modern business districts. Gyeongbokgung was the main palace of the Joseon dynasty; the royal guard changing ceremony is held in front of Gwanghwamun in the morning and afternoon, and visitors wearing hanbok enter the palaces free of charge.',
      'East of Gyeongbokgung, Bukchon Hanok Village keeps hundreds of traditional houses where people still live, so please keep your voice down. Insadong is known for traditional crafts and tea houses.',
      'Myeongdong is the centre for shopping and street food, and the Hongdae area has street performances and independent shops. In the evening, take the cable car up to N Seoul Tower for a view of the city at night, or walk in one of the Han River parks.',
      'The subway is the easiest way to get around; a T-money card works on the subway, buses and in convenience stores.',
    ],
  }, {
    title: '서울: 고궁과 현대 도시',
    summary: '경복궁, 북촌한옥마을, 명동, N서울타워에서 서울의 전통과 트렌드를 함께 만나 보세요.',
    body: [
      '대한민국의 수도 서울은 역사 지구와 현대적인 상업지구가 어우러진 도시입니다. 경복궁은 조선 왕조의 법궁으로, 오전과 오후에 광화문 앞에서 수문장 교대의식이 열리며 한복을 입으면 고궁에 무료로 입장할 수 있습니다.',
      '경복궁 동쪽의 북촌한옥마을에는 지금도 주민이 사는 전통 한옥 수백 채가 남아 있으니 조용히 관람해 주십시오. 인사동은 전통 공예품과 찻집으로 유명합니다.',
      '명동은 쇼핑과 길거리 음식의 중심지이며, 홍대 일대에는 거리 공연과 개성 있는 가게가 많습니다. 저녁에는 케이블카를 타고 N서울타워에 올라 야경을 감상하거나 한강공원을 산책해 보세요.',
      '시내 교통은 지하철이 가장 편리하며, 티머니 교통카드는 지하철, 버스, 편의점에서 사용할 수 있습니다.',
    ],
  }),

  article('tour-busan', 'tour', '2026-04-02', {
    title: '釜山：海滨城市的魅力',
    summary: '海云台海滩、甘川文化村和札嘎其市场，感受韩国第二大城市的海港风情。',
    body: [
      '釜山是韩国第二大城市和最大的港口城市，从首尔乘KTX高铁约两个半小时即可到达。',
      '海云台海滩是韩国最有名的海水浴场，夏季游人如织；附近的冬柏岛和广安大桥夜景同样值得一看。',
      '甘川文化村依山而建，彩色房屋层层叠叠，被称为“韩国的马丘比丘”。札嘎其市场是韩国最大的水产市场，可在一楼挑选海鲜，到楼上餐厅加工品尝。',
      '每年秋季举办的釜山国际电影节是亚洲重要的电影节之一。',
    ],
  }, {
    title: 'Busan: charm of a seaside city',
    summary: 'Haeundae Beach, Gamcheon Culture Village and Jagalchi Market: the harbour life of Korea\'s second city.',
    body: [
      'Busan is Korea\'s second largest city and its largest port, about two and a half hours from Seoul by KTX high-speed train.',
      'Haeundae Beach is Korea\'s best-known beach and very busy in summer; nearby Dongbaek Island and the night view of Gwangan Bridge are also worth seeing.',
      'Gamcheon Culture Village climbs the hillside in rows of brightly painted houses and is sometimes called the Machu Picchu of Korea. Jagalchi Market is Korea\'s largest fish market: choose seafood on the ground floor and have it prepared in a restaurant upstairs.',
      'The Busan International Film Festival, held every autumn, is one of the major film festivals in Asia.',
    ],
  }, {
    title: '부산: 바다 도시의 매력',
    summary: '해운대해수욕장, 감천문화마을, 자갈치시장에서 한국 제2의 도시의 항구 정취를 느껴 보세요.',
    body: [
      '부산은 한국 제2의 도시이자 최대 항구 도시로, 서울에서 KTX로 약 2시간 30분이면 도착합니다.',
      '해운대해수욕장은 한국에서 가장 유명한 해수욕장으로 여름철에 많은 인파가 몰리며, 인근의 동백섬과 광안대교 야경도 볼 만합니다.',
      '감천문화마을은 산비탈을 따라 알록달록한 집들이 층층이 들어서 있어 "한국의 마추픽추"라고도 불립니다. 자갈치시장은 한국 최대의 수산시장으로, 1층에서 해산물을 고른 뒤 위층 식당에서 요리해 먹을 수 있습니다.',
      '매년 가을 열리는 부산국제영화제는 아시아의 대표적인 영화제 중 하나입니다.',
    ],
  }),

  article('tour-jeju', 'tour', '2026-05-06', {
    title: '济州岛：火山岛的自然风光',
    summary: '汉拏山、城山日出峰和偶来小路，体验联合国教科文组织世界自然遗产。',
    body: [
      '济州岛是韩国最大的岛屿，由火山活动形成。“济州火山岛和熔岩洞窟”于2007年被列入联合国教科文组织世界自然遗产名录。',
      '汉拏山海拔1947米，是韩国最高峰，登顶需提前在线预约。城山日出峰是海边的火山口，清晨登顶可观赏日出。',
      '济州偶来小路由20多条徒步路线组成，沿海岸线串起渔村、瀑布和海滩。当地特色有黑猪肉、柑橘和海女文化。',
      '乘直航航班以旅游目的入境济州岛的中国公民可免签停留，但不得前往韩国其他地区；如需继续前往首尔等地，请提前办理签证。',
    ],
  }, {
    title: 'Jeju Island: nature on a volcanic island',
    summary: 'Hallasan, Seongsan Ilchulbong and the Olle trails: a UNESCO World Natural Heritage site.',
    body: [
      'Jeju, Korea\'s largest island, was formed by volcanic activity. "Jeju Volcanic Island and Lava Tubes" was inscribed on the UNESCO World Heritage List in 2007.',
      'Hallasan, at 1,947 metres, is the highest mountain in South Korea; hiking to the summit requires an online reservation. Seongsan Ilchulbong is a crater by the sea where visitors climb at dawn to watch the sunrise.',
      'The Jeju Olle trails are more than 20 walking routes along the coast, linking fishing villages, waterfalls and beaches. Local specialities include black pork, tangerines and the culture of the haenyeo women divers.',
      'Chinese citizens arriving directly in Jeju by direct flight for tourism may stay without a visa but may not travel to the rest of Korea; if you want to go on to Seoul or elsewhere, get a visa before you travel.',
    ],
  }, {
    title: '제주도: 화산섬의 자연',
    summary: '한라산, 성산일출봉, 올레길에서 유네스코 세계자연유산을 만나 보세요.',
    body: [
      '제주도는 화산 활동으로 만들어진 한국에서 가장 큰 섬입니다. "제주 화산섬과 용암동굴"은 2007년 유네스코 세계자연유산으로 등재되었습니다.',
      '해발 1,947m의 한라산은 남한에서 가장 높은 산으로, 정상 탐방은 온라인 사전 예약이 필요합니다. 성산일출봉은 바닷가의 분화구로, 새벽에 올라 일출을 볼 수 있습니다.',
      '제주올레길은 해안을 따라 어촌, 폭포, 해변을 잇는 20여 개의 도보 코스입니다. 흑돼지, 감귤, 해녀 문화가 제주의 특색입니다.',
      '관광 목적으로 직항편을 이용해 제주도에 입국하는 중국 국민은 무비자로 체류할 수 있으나 다른 지역으로는 이동할 수 없습니다. 서울 등 다른 지역도 여행하려면 미리 비자를 받으십시오.',
    ],
  }),

  article('tour-practical', 'tour', '2026-05-20', {
    title: '赴韩旅行实用信息',
    summary: '时差、货币、电压、紧急电话和旅游咨询热线，出发前请收藏。',
    body: [
      '时差：韩国标准时间比北京时间早1小时。',
      '货币：韩元（KRW）。信用卡使用普遍，部分商户和便利店也支持移动支付。在贴有退税标志的商店购物可办理退税。',
      '电源：电压220伏、频率60赫兹，插座为圆孔两脚（C型、F型），中国的扁脚插头需使用转换插头。',
      '紧急电话：报警112，火警和急救119。韩国旅游咨询热线1330提供中文、英文、日文等多语种服务，24小时接听。',
      '入境时请如实申报携带物品，肉类、水果等动植物产品未经检疫不得入境。',
    ],
  }, {
    title: 'Practical information for travelling to Korea',
    summary: 'Time zone, currency, voltage, emergency numbers and the tourist helpline: keep this before you leave.',
    body: [
      'Time: Korea Standard Time is 1 hour ahead of Beijing time.',
      'Currency: the Korean won (KRW). Credit cards are widely accepted, and some shops and convenience stores also take mobile payment. Purchases in shops showing the tax refund sign can be refunded for tax.',
      'Electricity: 220 volts, 60 hertz, with round two-pin sockets (types C and F); Chinese flat-pin plugs need an adapter.',
      'Emergencies: police 112, fire and ambulance 119. The Korea Travel Hotline 1330 answers around the clock in Chinese, English, Japanese and other languages.',
      'Declare what you carry when you arrive; meat, fruit and other animal and plant products may not be brought in without quarantine inspection.',
    ],
  }, {
    title: '한국 여행 실용 정보',
    summary: '시차, 화폐, 전압, 긴급 전화, 관광 안내 전화를 출발 전에 확인하세요.',
    body: [
      '시차: 한국 표준시는 베이징 시간보다 1시간 빠릅니다.',
      '화폐: 원화(KRW)를 사용합니다. 신용카드 사용이 보편적이며 일부 상점과 편의점에서는 모바일 결제도 가능합니다. 택스리펀드 표시가 있는 상점에서 구매하면 세금 환급을 받을 수 있습니다.',
      '전기: 220V, 60Hz이며 둥근 2핀 콘센트(C형, F형)를 사용하므로 중국의 납작한 플러그는 변환 어댑터가 필요합니다.',
      '긴급 전화: 경찰 112, 화재·구급 119. 관광통역안내전화 1330은 중국어, 영어, 일본어 등 다국어로 24시간 안내합니다.',
      '입국 시 휴대품을 정확히 신고해야 하며, 육류·과일 등 동식물 제품은 검역 없이 반입할 수 없습니다.',
    ],
  }),
];
