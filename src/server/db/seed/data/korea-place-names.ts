// The names applicants search the sandbox address list by, in the three scripts they type: Korean (Hangul), Chinese
// (simplified and traditional/Hanja) and romanised — Revised Romanization first, then the older McCune–Reischauer
// spellings (with and without its breves) and common informal ones still on maps, signs and booking sites.
// The address list writes each place in Hangul (its road address) and once in English; an entry whose Korean text
// holds a name here is also found by all of that name's other forms (korea-address.ts). Neighbourhoods an address
// does not name (明洞 for the hotels of Sogong-dong) are given per entry as `areas` in korea-addresses.ts.
// SAMPLE DATA TO VERIFY: spellings from public maps and tourist guides, not from an official gazetteer.

export type KoreaPlaceName = {
  /** The name as written in Hangul; an address whose Korean text contains it carries every form below. */
  ko: string;
  zh: readonly string[];
  /** Romanisations: Revised Romanization first, then McCune–Reischauer and informal variants. */
  en: readonly string[];
};

export const koreaPlaceNames: readonly KoreaPlaceName[] = [
  // Cities and provinces
  { ko: '서울', zh: ['首尔', '首爾', '汉城', '漢城'], en: ['Seoul', 'Sŏul', 'Soul'] },
  { ko: '부산', zh: ['釜山'], en: ['Busan', 'Pusan'] },
  { ko: '제주', zh: ['济州', '濟州'], en: ['Jeju', 'Cheju', 'Chejudo'] },
  { ko: '인천', zh: ['仁川'], en: ['Incheon', "Inch'ŏn", 'Inchon'] },
  { ko: '서귀포', zh: ['西归浦', '西歸浦'], en: ['Seogwipo', "Sŏgwip'o", 'Sogwipo'] },
  // Districts and neighbourhoods
  { ko: '명동', zh: ['明洞'], en: ['Myeongdong', 'Myŏngdong', 'Myongdong', 'Myungdong'] },
  { ko: '중구', zh: ['中区', '中區'], en: ['Jung-gu', 'Chung-gu'] },
  { ko: '소공동', zh: ['小公洞'], en: ['Sogong-dong'] },
  { ko: '을지로', zh: ['乙支路'], en: ['Eulji-ro', 'Ŭlchi-ro', 'Ulchiro', 'Euljiro'] },
  { ko: '태평로', zh: ['太平路'], en: ['Taepyeong-ro', "T'aep'yŏng-no", 'Taepyungro'] },
  { ko: '장충동', zh: ['奖忠洞', '獎忠洞'], en: ['Jangchung-dong', 'Changch\'ung-dong'] },
  { ko: '종로', zh: ['钟路', '鍾路'], en: ['Jongno', 'Chongno', 'Chongro'] },
  { ko: '광화문', zh: ['光化门', '光化門'], en: ['Gwanghwamun', 'Kwanghwamun'] },
  { ko: '용산', zh: ['龙山', '龍山'], en: ['Yongsan'] },
  { ko: '이태원', zh: ['梨泰院'], en: ['Itaewon', "It'aewŏn"] },
  { ko: '한남동', zh: ['汉南洞', '漢南洞'], en: ['Hannam-dong'] },
  { ko: '송파', zh: ['松坡'], en: ['Songpa', "Songp'a"] },
  { ko: '잠실', zh: ['蚕室', '蠶室'], en: ['Jamsil', 'Chamsil'] },
  { ko: '서초', zh: ['瑞草'], en: ['Seocho', "Sŏch'o", 'Socho'] },
  { ko: '반포', zh: ['盘浦', '盤浦'], en: ['Banpo', "Panp'o"] },
  { ko: '영등포', zh: ['永登浦'], en: ['Yeongdeungpo', "Yŏngdŭngp'o", 'Yongdungpo'] },
  { ko: '여의도', zh: ['汝矣岛', '汝矣島'], en: ['Yeouido', 'Yŏŭido', 'Yoido'] },
  { ko: '강남', zh: ['江南'], en: ['Gangnam', 'Kangnam'] },
  { ko: '삼성동', zh: ['三成洞'], en: ['Samseong-dong', 'Samsŏng-dong', 'Samsung-dong'] },
  { ko: '코엑스', zh: ['COEX'], en: ['COEX'] },
  { ko: '마포', zh: ['麻浦'], en: ['Mapo', "Map'o"] },
  { ko: '해운대', zh: ['海云台', '海雲臺'], en: ['Haeundae', 'Haeundae Beach'] },
  { ko: '부산진', zh: ['釜山镇', '釜山鎭'], en: ['Busanjin', 'Pusanjin'] },
  { ko: '서면', zh: ['西面'], en: ['Seomyeon', 'Sŏmyŏn', 'Somyon'] },
  { ko: '중문', zh: ['中文'], en: ['Jungmun', 'Chungmun'] },
  { ko: '노형동', zh: ['老衡洞'], en: ['Nohyeong-dong', 'Nohyŏng-dong'] },
  { ko: '영종', zh: ['永宗'], en: ['Yeongjong', 'Yŏngjong', 'Yongjong'] },
  { ko: '운서동', zh: ['云西洞', '雲西洞'], en: ['Unseo-dong', 'Unsŏ-dong'] },
  { ko: '송도', zh: ['松岛', '松島'], en: ['Songdo'] },
  // Hotel and building names
  { ko: '롯데', zh: ['乐天', '樂天'], en: ['Lotte'] },
  { ko: '신라', zh: ['新罗', '新羅'], en: ['Shilla', 'Silla'] },
  { ko: '조선', zh: ['朝鲜', '朝鮮'], en: ['Josun', 'Chosun', 'Joseon', 'Chosŏn'] },
  { ko: '하얏트', zh: ['凯悦', '凱悅', '君悦', '君悅', '柏悦', '柏悅'], en: ['Hyatt'] },
  { ko: '웨스틴', zh: ['威斯汀'], en: ['Westin'] },
  { ko: '메리어트', zh: ['万豪', '萬豪'], en: ['Marriott'] },
  { ko: '파라다이스', zh: ['天堂', '百乐达斯', '百樂達斯'], en: ['Paradise'] },
  { ko: '공항', zh: ['机场', '機場'], en: ['Airport'] },
  { ko: '시청', zh: ['市厅', '市廳', '市政府'], en: ['City Hall'] },
  { ko: '구청', zh: ['区厅', '區廳', '区政府'], en: ['Gu Office', 'District Office'] },
];
