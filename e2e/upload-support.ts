import type { Page } from '@playwright/test';
import { addApplicant, chooseVisa, startNewApplication } from './flow-support';
import { onScreen, press, pressButton } from './screen-support';

// The way to an applicant's passport upload, for the journeys about uploading (shrinking, phone photos).

export async function openPassportStep(page: Page, request: Parameters<typeof startNewApplication>[1]) {
  await startNewApplication(page, request);
  await chooseVisa(page);
  await addApplicant(page, '张伟', '北京市', '本人');
  await pressButton(page, '继续');
  await onScreen(page, '申请人信息');
  await press(page.getByRole('button', { name: /^张伟/ }));
  await onScreen(page, '上传护照资料页');
}
