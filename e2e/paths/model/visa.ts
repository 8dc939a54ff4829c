// The visa type and the validity (choiceVisaType, visaInformation): their own screens.
import type { EventObject } from 'xstate';
import { click, heading, way, type PageModel } from './types';

const urgent = (event: EventObject) => (event as { choice?: { urgent?: boolean } }).choice?.urgent === true;

export const visaStates: PageModel = {
  'application.selectingVisa.visaType': {
    see: ({ page }) => heading(page, '选择签证类型'),
    on: {
      'visa.typeChosen': way('person', async ({ page }) => {
        await page.getByLabel('签证申请中心', { exact: true }).selectOption({ label: '北京韩国签证申请中心' });
        await page.getByLabel('旅游 / 过境').check();
        await page.getByLabel('C-3-9 一般旅游/过境').check();
        await click(page, '继续');
      }),
    },
  },
  'application.selectingVisa.product': {
    see: ({ page }) => heading(page, '签证信息'),
    on: {
      'visa.productChosen': way('person', async ({ page }, event) => {
        await page.getByLabel(/^单次/).check();
        await page.getByLabel(urgent(event) ? '加急办理' : '普通办理').check();
        await click(page, '继续');
      }),
      'nav.back': way('person', ({ page }) => click(page, '返回')),
    },
  },
};
