// The sandbox address service's list: well-known hotels where applicants stay, and city and district offices,
// in Seoul, Busan, Jeju and Incheon. SAMPLE DATA TO VERIFY: written from public listings, not checked against
// the official road-name address service (juso.go.kr); a postcode or lot number here may be out of date.
// Road addresses follow the official form "city district road number (legal dong, building)", so a search by the
// hotel's name finds it; `zh` is the name applicants in China know the place by (searched, never answered);
// `areas` are neighbourhoods (Hangul, as in korea-place-names.ts) people look the place up by that its address does
// not name, so 明洞 / Myeongdong / 명동 finds the hotels of Sogong-dong.

export type SeedKoreaAddress = {
  zipCode: string;
  roadAddress: string;
  jibunAddress: string;
  addressEn: string;
  zh?: string;
  areas?: readonly string[];
};

export const koreaAddresses: readonly SeedKoreaAddress[] = [
  // Seoul hotels
  { zipCode: '04533', roadAddress: '서울특별시 중구 을지로 30 (소공동, 롯데호텔 서울)', jibunAddress: '서울특별시 중구 소공동 1', addressEn: 'Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu, Seoul', zh: '首尔乐天酒店', areas: ['명동'] },
  { zipCode: '04533', roadAddress: '서울특별시 중구 소공로 106 (소공동, 웨스틴 조선 서울)', jibunAddress: '서울특별시 중구 소공동 87-1', addressEn: 'The Westin Josun Seoul, 106 Sogong-ro, Jung-gu, Seoul', zh: '首尔威斯汀朝鲜酒店', areas: ['명동'] },
  { zipCode: '04525', roadAddress: '서울특별시 중구 소공로 119 (태평로2가, 더 플라자)', jibunAddress: '서울특별시 중구 태평로2가 23', addressEn: 'The Plaza Seoul, 119 Sogong-ro, Jung-gu, Seoul', zh: '首尔广场酒店' },
  { zipCode: '04605', roadAddress: '서울특별시 중구 동호로 249 (장충동2가, 서울신라호텔)', jibunAddress: '서울특별시 중구 장충동2가 202', addressEn: 'The Shilla Seoul, 249 Dongho-ro, Jung-gu, Seoul', zh: '首尔新罗酒店' },
  { zipCode: '04347', roadAddress: '서울특별시 용산구 소월로 322 (한남동, 그랜드 하얏트 서울)', jibunAddress: '서울특별시 용산구 한남동 747-7', addressEn: 'Grand Hyatt Seoul, 322 Sowol-ro, Yongsan-gu, Seoul', zh: '首尔君悦酒店', areas: ['이태원'] },
  { zipCode: '03183', roadAddress: '서울특별시 종로구 새문안로 97 (당주동, 포시즌스 호텔 서울)', jibunAddress: '서울특별시 종로구 당주동 29', addressEn: 'Four Seasons Hotel Seoul, 97 Saemunan-ro, Jongno-gu, Seoul', zh: '首尔四季酒店', areas: ['광화문'] },
  { zipCode: '05554', roadAddress: '서울특별시 송파구 올림픽로 240 (잠실동, 롯데호텔 월드)', jibunAddress: '서울특별시 송파구 잠실동 40-1', addressEn: 'Lotte Hotel World, 240 Olympic-ro, Songpa-gu, Seoul', zh: '首尔乐天世界酒店' },
  { zipCode: '05551', roadAddress: '서울특별시 송파구 올림픽로 300 (신천동, 롯데월드타워 시그니엘 서울)', jibunAddress: '서울특별시 송파구 신천동 29', addressEn: 'Signiel Seoul, Lotte World Tower, 300 Olympic-ro, Songpa-gu, Seoul', zh: '首尔乐天世界大厦希格尼尔酒店' },
  { zipCode: '06546', roadAddress: '서울특별시 서초구 신반포로 176 (반포동, JW 메리어트 호텔 서울)', jibunAddress: '서울특별시 서초구 반포동 19-3', addressEn: 'JW Marriott Hotel Seoul, 176 Sinbanpo-ro, Seocho-gu, Seoul', zh: '首尔JW万豪酒店' },
  { zipCode: '07326', roadAddress: '서울특별시 영등포구 국제금융로 10 (여의도동, 콘래드 서울)', jibunAddress: '서울특별시 영등포구 여의도동 23', addressEn: 'Conrad Seoul, 10 Gukjegeumyung-ro, Yeongdeungpo-gu, Seoul', zh: '首尔康莱德酒店' },
  { zipCode: '06164', roadAddress: '서울특별시 강남구 봉은사로 524 (삼성동, 인터컨티넨탈 서울 코엑스)', jibunAddress: '서울특별시 강남구 삼성동 159', addressEn: 'InterContinental Seoul COEX, 524 Bongeunsa-ro, Gangnam-gu, Seoul', zh: '首尔COEX洲际酒店' },
  { zipCode: '06174', roadAddress: '서울특별시 강남구 테헤란로 606 (대치동, 파크 하얏트 서울)', jibunAddress: '서울특별시 강남구 대치동 995-14', addressEn: 'Park Hyatt Seoul, 606 Teheran-ro, Gangnam-gu, Seoul', zh: '首尔柏悦酒店' },
  // Seoul offices
  { zipCode: '04524', roadAddress: '서울특별시 중구 세종대로 110 (태평로1가, 서울특별시청)', jibunAddress: '서울특별시 중구 태평로1가 31', addressEn: 'Seoul City Hall, 110 Sejong-daero, Jung-gu, Seoul', zh: '首尔市厅' },
  { zipCode: '04558', roadAddress: '서울특별시 중구 창경궁로 17 (예관동, 중구청)', jibunAddress: '서울특별시 중구 예관동 120-1', addressEn: 'Jung-gu Office, 17 Changgyeonggung-ro, Jung-gu, Seoul', zh: '首尔中区厅' },
  { zipCode: '03153', roadAddress: '서울특별시 종로구 삼봉로 43 (수송동, 종로구청)', jibunAddress: '서울특별시 종로구 수송동 146-2', addressEn: 'Jongno-gu Office, 43 Sambong-ro, Jongno-gu, Seoul', zh: '首尔钟路区厅' },
  { zipCode: '06090', roadAddress: '서울특별시 강남구 학동로 426 (삼성동, 강남구청)', jibunAddress: '서울특별시 강남구 삼성동 16-1', addressEn: 'Gangnam-gu Office, 426 Hakdong-ro, Gangnam-gu, Seoul', zh: '首尔江南区厅' },
  { zipCode: '03937', roadAddress: '서울특별시 마포구 월드컵로 212 (성산동, 마포구청)', jibunAddress: '서울특별시 마포구 성산동 370', addressEn: 'Mapo-gu Office, 212 World Cup-ro, Mapo-gu, Seoul', zh: '首尔麻浦区厅' },
  { zipCode: '04390', roadAddress: '서울특별시 용산구 녹사평대로 150 (이태원동, 용산구청)', jibunAddress: '서울특별시 용산구 이태원동 34-87', addressEn: 'Yongsan-gu Office, 150 Noksapyeong-daero, Yongsan-gu, Seoul', zh: '首尔龙山区厅' },
  // Busan hotels and offices
  { zipCode: '48099', roadAddress: '부산광역시 해운대구 해운대해변로 296 (중동, 파라다이스 호텔 부산)', jibunAddress: '부산광역시 해운대구 중동 1408-5', addressEn: 'Paradise Hotel Busan, 296 Haeundaehaebyeon-ro, Haeundae-gu, Busan', zh: '釜山天堂酒店' },
  { zipCode: '48099', roadAddress: '부산광역시 해운대구 동백로 67 (우동, 웨스틴 조선 부산)', jibunAddress: '부산광역시 해운대구 우동 737', addressEn: 'The Westin Josun Busan, 67 Dongbaek-ro, Haeundae-gu, Busan', zh: '釜山威斯汀朝鲜酒店' },
  { zipCode: '47285', roadAddress: '부산광역시 부산진구 가야대로 772 (부전동, 롯데호텔 부산)', jibunAddress: '부산광역시 부산진구 부전동 503-15', addressEn: 'Lotte Hotel Busan, 772 Gaya-daero, Busanjin-gu, Busan', zh: '釜山乐天酒店', areas: ['서면'] },
  { zipCode: '48120', roadAddress: '부산광역시 해운대구 마린시티1로 51 (우동, 파크 하얏트 부산)', jibunAddress: '부산광역시 해운대구 우동 1407', addressEn: 'Park Hyatt Busan, 51 Marine city 1-ro, Haeundae-gu, Busan', zh: '釜山柏悦酒店' },
  { zipCode: '47545', roadAddress: '부산광역시 연제구 중앙대로 1001 (연산동, 부산광역시청)', jibunAddress: '부산광역시 연제구 연산동 1000', addressEn: 'Busan City Hall, 1001 Jungang-daero, Yeonje-gu, Busan', zh: '釜山市厅' },
  { zipCode: '48095', roadAddress: '부산광역시 해운대구 중동2로 11 (중동, 해운대구청)', jibunAddress: '부산광역시 해운대구 중동 1441', addressEn: 'Haeundae-gu Office, 11 Jungdong 2-ro, Haeundae-gu, Busan', zh: '釜山海云台区厅' },
  { zipCode: '48939', roadAddress: '부산광역시 중구 중구로 120 (대청동1가, 중구청)', jibunAddress: '부산광역시 중구 대청동1가 1-1', addressEn: 'Jung-gu Office, 120 Jungu-ro, Jung-gu, Busan', zh: '釜山中区厅' },
  // Jeju hotels and offices
  { zipCode: '63535', roadAddress: '제주특별자치도 서귀포시 중문관광로72번길 35 (색달동, 롯데호텔 제주)', jibunAddress: '제주특별자치도 서귀포시 색달동 2812-4', addressEn: 'Lotte Hotel Jeju, 35 Jungmungwangwang-ro 72beon-gil, Seogwipo-si, Jeju-do', zh: '济州乐天酒店' },
  { zipCode: '63535', roadAddress: '제주특별자치도 서귀포시 중문관광로72번길 75 (색달동, 제주신라호텔)', jibunAddress: '제주특별자치도 서귀포시 색달동 3039-3', addressEn: 'The Shilla Jeju, 75 Jungmungwangwang-ro 72beon-gil, Seogwipo-si, Jeju-do', zh: '济州新罗酒店' },
  { zipCode: '63082', roadAddress: '제주특별자치도 제주시 노연로 12 (노형동, 그랜드 하얏트 제주)', jibunAddress: '제주특별자치도 제주시 노형동 925', addressEn: 'Grand Hyatt Jeju, 12 Noyeon-ro, Jeju-si, Jeju-do', zh: '济州君悦酒店' },
  { zipCode: '63166', roadAddress: '제주특별자치도 제주시 탑동로 66 (삼도이동, 라마다 플라자 제주)', jibunAddress: '제주특별자치도 제주시 삼도이동 1255', addressEn: 'Ramada Plaza Jeju, 66 Tapdong-ro, Jeju-si, Jeju-do', zh: '济州华美达广场酒店' },
  { zipCode: '63122', roadAddress: '제주특별자치도 제주시 문연로 6 (연동, 제주특별자치도청)', jibunAddress: '제주특별자치도 제주시 연동 312-1', addressEn: 'Jeju Special Self-Governing Provincial Office, 6 Munyeon-ro, Jeju-si, Jeju-do', zh: '济州特别自治道厅' },
  { zipCode: '63182', roadAddress: '제주특별자치도 제주시 광양9길 10 (이도이동, 제주시청)', jibunAddress: '제주특별자치도 제주시 이도이동 1176-25', addressEn: 'Jeju City Hall, 10 Gwangyang 9-gil, Jeju-si, Jeju-do', zh: '济州市厅' },
  { zipCode: '63592', roadAddress: '제주특별자치도 서귀포시 중앙로 105 (서귀동, 서귀포시청)', jibunAddress: '제주특별자치도 서귀포시 서귀동 294', addressEn: 'Seogwipo City Hall, 105 Jungang-ro, Seogwipo-si, Jeju-do', zh: '西归浦市厅' },
  // Incheon hotels, airport and offices
  { zipCode: '22382', roadAddress: '인천광역시 중구 영종해안남로321번길 186 (운서동, 파라다이스시티)', jibunAddress: '인천광역시 중구 운서동 2874', addressEn: 'Paradise City, 186 Yeongjonghaeannam-ro 321beon-gil, Jung-gu, Incheon', zh: '仁川百乐达斯城' },
  { zipCode: '22382', roadAddress: '인천광역시 중구 영종해안남로 208 (운서동, 그랜드 하얏트 인천)', jibunAddress: '인천광역시 중구 운서동 2850-1', addressEn: 'Grand Hyatt Incheon, 208 Yeongjonghaeannam-ro, Jung-gu, Incheon', zh: '仁川君悦酒店' },
  { zipCode: '22382', roadAddress: '인천광역시 중구 공항로 272 (운서동, 인천국제공항 제1여객터미널)', jibunAddress: '인천광역시 중구 운서동 2850', addressEn: 'Incheon International Airport Terminal 1, 272 Gonghang-ro, Jung-gu, Incheon', zh: '仁川国际机场' },
  { zipCode: '22009', roadAddress: '인천광역시 연수구 컨벤시아대로 153 (송도동, 쉐라톤 그랜드 인천 호텔)', jibunAddress: '인천광역시 연수구 송도동 24-7', addressEn: 'Sheraton Grand Incheon Hotel, 153 Convensia-daero, Yeonsu-gu, Incheon', zh: '仁川喜来登酒店' },
  { zipCode: '21554', roadAddress: '인천광역시 남동구 정각로 29 (구월동, 인천광역시청)', jibunAddress: '인천광역시 남동구 구월동 1138', addressEn: 'Incheon City Hall, 29 Jeonggak-ro, Namdong-gu, Incheon', zh: '仁川市厅' },
  { zipCode: '22338', roadAddress: '인천광역시 중구 신포로27번길 80 (관동1가, 중구청)', jibunAddress: '인천광역시 중구 관동1가 9-3', addressEn: 'Jung-gu Office, 80 Sinpo-ro 27beon-gil, Jung-gu, Incheon', zh: '仁川中区厅' },
];
