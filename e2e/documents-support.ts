import { expect, type Page } from '@playwright/test';
import { idCheckCharacter } from '../src/domain/id-card';
import type { Td3Input } from '../src/domain/mrz';
import { passportPng, photoImage, samplePassports, sandboxCardPng } from '../tests/support/images';
import { onScreen, pressButton } from './screen-support';
import { w } from './words';
import { READING } from './reading-deadline';

// The documents of one adult applicant taken through the real screens, for journeys that go past them (the form
// steps, the whole application). Starts on the passport upload, ends once the bank card is skipped.

export const validIdNumber = (birthDate: string, male: boolean) => {
  const first17 = `110105${birthDate.replace(/-/g, '')}01${male ? '3' : '2'}`;
  return `${first17}${idCheckCharacter(first17)}`;
};

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

/** The passport's review: what was read is checked, what a passport page does not hold in Latin letters is typed. */
export async function reviewPassport(page: Page, passport: Td3Input, chinese: { surname: string; name: string }) {
  await expect(page.getByLabel(w(page, '护照号码'))).toHaveValue(passport.passportNumber, READING);
  const typed: [string, string][] = [
    ['中文姓', chinese.surname], ['中文名', chinese.name], ['出生地（中文）', '北京'], ['出生地（英文）', 'BEIJING'], ['出生国家', '中国'],
    ['签发地（中文）', '北京'], ['签发地（英文）', 'BEIJING'], ['签发日期', '2021-10-01'],
  ];
  for (const [label, value] of typed) await page.getByLabel(w(page, label), { exact: true }).fill(value);
}

/** Both sides of an ID card that matches the passport, read by the sandbox OCR; ends with the fields filled in. */
export async function uploadIdCard(page: Page, passport: Td3Input, chinese: { surname: string; name: string }) {
  const number = validIdNumber(passport.birthDate, passport.sex === 'male');
  await page.getByLabel(w(page, '人像面'), { exact: true }).setInputFiles(png('front.png', await sandboxCardPng({
    kind: 'idCardFront', fields: { name: `${chinese.surname}${chinese.name}`, gender: passport.sex, nation: '汉', birthDate: passport.birthDate, address: '北京市朝阳区建国路1号', idCardNo: number },
  })));
  await expect(page.getByLabel(w(page, '公民身份号码'), { exact: true })).toHaveValue(number, READING);
  await page.getByLabel(w(page, '国徽面'), { exact: true }).setInputFiles(png('back.png', await sandboxCardPng({
    kind: 'idCardBack', fields: { idcardAuthority: '北京市公安局朝阳分局', idcardStartDate: '2020-01-01', idcardEndDate: '2040-01-01', longTerm: false },
  })));
  await expect(page.getByLabel(w(page, '签发机关'), { exact: true })).toHaveValue('北京市公安局朝阳分局', READING);
}

export async function completeDocuments(page: Page, passport: Td3Input = samplePassports[0]!, chinese = { surname: '张', name: '伟' }) {
  await onScreen(page, '上传护照资料页');
  await page.getByLabel(w(page, '护照资料页'), { exact: true }).setInputFiles(png('passport.png', await passportPng(passport)));
  // Reading the MRZ (tesseract on the server) takes seconds, more when the machine is busy.
  await onScreen(page, '核对护照信息', READING);
  await reviewPassport(page, passport, chinese);
  await pressButton(page, '继续');

  await onScreen(page, '上传身份证');
  await uploadIdCard(page, passport, chinese);
  await pressButton(page, '继续');

  await onScreen(page, '上传照片', { where: 'documents:' });
  await page.getByLabel(w(page, '证件照'), { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoImage({ width: 350, height: 450, background: '#ffffff' }) });
  await expect(page.getByText(w(page, '{{label}}：{{value}}', { values: { label: w(page, '浅色背景'), value: w(page, '通过') } }))).toBeVisible(READING);
  await pressButton(page, '继续');

  await onScreen(page, '上传银行卡（选填）');
  await pressButton(page, '跳过，不上传银行卡');
}
