// The order download's cost: building one PDF holding five applicants' forms (decision 022), cold (fonts read from
// node_modules, harfbuzz compiled) and warm (the process's cached fonts), with the file's size.
// Run: npm run bench:forms
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { buildFormsPdf, type FormInput } from '../../src/server/forms/form-pdf.ts';

const RUNS = 7;

const photo = await sharp({ create: { width: 354, height: 472, channels: 3, background: '#8899aa' } }).jpeg({ quality: 85 }).toBuffer();
const signature = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240"><path d="M20 150 C 120 20, 220 220, 320 80 S 480 200, 560 60" stroke="#111" stroke-width="4" fill="none"/></svg>')).png().toBuffer();
const names = [['王', '芳'], ['李', '娜'], ['张', '伟'], ['刘', '洋'], ['陈', '静']] as const;

const applicant = (index: number): FormInput => {
  const [surnameZh, nameZh] = names[index]!;
  return {
    reference: `A10000${index}`, orderNo: 'KV20250602123456', applicantName: `${surnameZh}${nameZh}`,
    submittedAt: '2025-06-02 10:00', visaType: { zh: 'C-3-9 一般短期', en: 'C-3-9 General short-term' }, visaProduct: { zh: '单次', en: 'Single entry' }, urgent: false,
    photo: { bytes: photo, type: 'image/jpeg' }, signature: { png: signature, signedAt: '2025-06-02 10:30' }, qrContent: `0b0f6a9e-1c2d-4e5f-8a9b-00000000000${index}`,
    data: {
      passport: { passportNum: `E1000000${index}`, surnameZh, nameZh, surnameEn: 'WANG', nameEn: 'FANG', gender: 'female', birthDate: '1990-01-01', birthPlaceZh: '北京', birthPlaceEn: 'BEIJING', birthCountry: 'CHN', issuancePlaceZh: '北京', issuancePlaceEn: 'BEIJING', issuanceDate: '2020-06-01', issuancePeriod: '2030-05-31' },
      idCard: { name: `${surnameZh}${nameZh}`, nation: '汉', address: '北京市朝阳区建国路1号', idCardNo: '11010519900101002X', idcardAuthority: '北京市公安局朝阳分局', idcardStartDate: '2015-01-01', longTerm: true },
      personal: { usedOtherName: false, holdOtherCountry: false, holdOtherPassport: false },
      contact: { address: '北京市朝阳区建国路1号', nowAddress: '北京市海淀区中关村大街2号', mobile: '13800000000', email: 'wang@example.cn', contactName: '王', contactGivenName: '强', contactMobile: '13912345678', contactNationValue: 'CHN', contactRelationValue: '父亲' },
      family: { marital: 'married', spouseSurname: '李', spouseName: '雷', spouseBirthDate: '1988-01-01', spouseNationality: 'CHN', spouseMobile: '13800000001', spouseAddress: '北京市朝阳区建国路1号', haveChild: true, childrenCount: 1 },
      educationJob: { education: 'bachelor', universityName: '北京大学', universityPlace: '北京', occupation: 'companyEmployee', organizationName: '北京某某科技有限公司', organizationPosition: '工程师', organizationAddress: '北京市海淀区中关村大街2号', organizationPhone: '01012345678' },
      visit: { purpose: 'tourismTransit', stayTier: 'le90', entryDate: '2025-07-01', departureDate: '2025-07-07', days: 7, koreaAddress: '(04533) 서울특별시 중구 을지로 30', haveCompanion: false, visitedValue: true, visitedTimes: 1, visitedPurpose: '旅游', visits: [{ dateStart: '2023-01-01', dateEnd: '2023-01-05' }], hadVisitedOther: false, haveInKorea: false },
      invitation: { haveInvited: false }, cost: { costPayer: 'self', cost: 1500 }, helper: { haveHelper: false },
    },
  };
};

const inputs = [0, 1, 2, 3, 4].map(applicant);
const timed = async () => {
  const start = performance.now();
  const pdf = await buildFormsPdf(inputs, new Date('2025-06-02T02:00:00Z'));
  return { ms: performance.now() - start, bytes: pdf.length, pages: (await PDFDocument.load(pdf)).getPageCount() };
};

const cold = await timed();
const warm: number[] = [];
for (let run = 0; run < RUNS; run += 1) warm.push((await timed()).ms);
warm.sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)]!;
console.log(`5 applicants: cold ${cold.ms.toFixed(0)} ms, warm median ${median.toFixed(0)} ms (min ${warm[0]!.toFixed(0)}, max ${warm.at(-1)!.toFixed(0)}, ${RUNS} runs), ${(cold.bytes / 1024).toFixed(1)} KB, ${cold.pages} pages (${(cold.pages / inputs.length).toFixed(1)} per applicant)`);
