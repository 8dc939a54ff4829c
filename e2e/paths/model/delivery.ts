// Handing in the materials, the return and the order (sendMaterials, sendDataInfo, receiveDataInfo): their own
// screens, filled with delivery-support's sender and calendar steps.
import { expect } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ApplicationContext } from '../../../machines/application/application.machine';
import type { ReturnGroup } from '../../../machines/application/order-data';
import { bookFirstOpenDay, fillSender } from '../../delivery-support';
import { cancelApplication, click, dropNext, heading, refusalOf, serverAnswer, slowNext, way, type EventWay, type PageModel } from './types';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ApplicationContext;
const urgent = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).product?.urgent === true;
const wayOf = (event: EventObject) => (event as unknown as { way: 'courier' | 'selfDelivery' }).way;
const returnsOf = (event: EventObject) => (event as unknown as { returns: ReturnGroup[] }).returns;

export const deliveryStates: PageModel = {
  'application.delivery.choosingWay': {
    see: ({ page }) => heading(page, '递交材料'),
    on: {
      'delivery.wayChosen': way('person', async ({ page }, event) => {
        await page.getByLabel(wayOf(event) === 'courier' ? '快递上门取件' : '到签证中心自行递交', { exact: true }).check();
        await click(page, '继续');
      // An urgent application is not offered the courier at all (the screen says why), so a person cannot ask for it.
      }, (event, snapshot) => !(urgent(snapshot) && wayOf(event) === 'courier')),
      'application.cancelled': cancelApplication,
    },
  },
  'application.delivery.details': {
    see: ({ page }) => heading(page, '递送方式'),
    on: {
      'delivery.saved': way('person', async ({ page }, _event, snapshot) => {
        await fillSender(page);
        if (contextOf(snapshot).delivery?.way === 'courier') await page.getByLabel('取件详细地址').fill('朝阳区建国路1号 1号楼101');
        else await bookFirstOpenDay(page);
        await click(page, '继续');
      }),
      'nav.back': way('person', ({ page }) => click(page, '返回')),
      'application.cancelled': cancelApplication,
    },
  },
  'application.returnWay': {
    see: ({ page }) => heading(page, '回寄方式'),
    on: {
      'returnWay.saved': way('person', async ({ page }, event) => {
        await page.getByLabel(returnsOf(event)[0]!.way === 'courier' ? '快递寄回' : '到签证中心领取', { exact: true }).first().check();
        await click(page, '创建订单');
      // What a person can send: every applicant once (the screen checks it), courier only when not urgent, and a
      // courier return only after a courier pick-up (its address comes from the sender).
      }, (event, snapshot) => {
        const groups = returnsOf(event);
        const covered = groups.flatMap((g) => g.applicantIds).length === contextOf(snapshot).applicants.length;
        const courier = groups.some((g) => g.way === 'courier');
        return covered && (!courier || (!urgent(snapshot) && contextOf(snapshot).delivery?.way === 'courier'));
      }, async ({ page }, _event, next) => {
        if (refusalOf(next)) await expect(page.getByRole('alert')).toBeVisible();
      }),
      'nav.back': way('person', ({ page }) => click(page, '返回')),
      'application.cancelled': cancelApplication,
    },
  },
  'application.creatingOrder.submitting': {
    transient: true,
    // The order's progress line (order-progress.tsx), the only status with this text while the POST runs.
    see: ({ page }) => expect(page.getByRole('status').filter({ hasText: '正在创建订单，请稍候…' })).toBeVisible({ timeout: 1_000 }),
    on: {
      // The order's POST answers after 1.5 s (set up before the click on 创建订单 that sends it), so the screen of
      // this state is seen rather than passed through, as the submission's in confirmation.ts.
      'xstate.done.actor.createOrder': { ...serverAnswer, before: (ctx) => slowNext(ctx, '**/api/visa/order', 'POST', 1_500) },
      // The network drops on the order's POST, set up before the click on 创建订单 that sends it.
      'xstate.error.actor.createOrder': { ...way('network failure', async () => {}), before: (ctx) => dropNext(ctx, '**/api/visa/order', 'POST') } satisfies EventWay,
    },
  },
  'application.creatingOrder.failed': {
    see: ({ page }) => expect(page.getByRole('alert').filter({ hasText: '订单未能创建' })).toBeVisible(),
    on: {
      'order.retried': way('person', ({ page }) => click(page, '重试')),
      'nav.back': way('person', ({ page }) => click(page, '返回修改')),
      'application.cancelled': cancelApplication,
    },
  },
};
