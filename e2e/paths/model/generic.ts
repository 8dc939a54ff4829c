// States whose own screen has not landed show the generic screen (src/features/apply/flow/generic-screen.tsx):
// the route's title, the step, and in the sandbox a button per event the state accepts. The page model sees
// those and presses those buttons; the report counts such states as "generic".
import { expect } from '@playwright/test';
import type { EventObject } from 'xstate';
import { applicationModel } from '../../../machines/application/application.model';
import { screenStatesOf, type RouteMeta } from '../../../machines/routes';
import shell from '../../../src/app/i18n/zh.json' with { type: 'json' };
import flow from '../../../src/features/apply/flow/i18n/zh.json' with { type: 'json' };
import { heading, refusalOf, way, type EventWay, type PathContext, type StateWay } from './types';

const routeTitles = shell.route as Record<string, string>;
const stepTitles = flow.step as Record<string, string>;

export const routeTitle = (route: RouteMeta['route']) => routeTitles[route] ?? route;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The generic screen of a route and step: its heading and the step line. */
export function seeGeneric(screen: RouteMeta) {
  return async ({ page }: PathContext) => {
    await heading(page, routeTitle(screen.route));
    await expect(page.getByText('此步骤的页面即将上线。')).toBeVisible();
    if (screen.step) await expect(page.getByText(`当前步骤：${stepTitles[screen.step] ?? screen.step}`)).toBeVisible();
  };
}

/** The sandbox button of one sample event: its type then the model's words. */
export const pressSandboxButton = async ({ page }: PathContext, event: EventObject) => {
  const words = applicationModel.describeEvent?.(event) ?? '';
  const name = new RegExp(`^${escape(event.type)}\\s*${escape(words)}$`);
  await page.getByRole('region', { name: '测试事件（仅测试环境显示）' }).getByRole('button', { name }).click();
};

export const sandboxButton: EventWay = way('sandbox button', pressSandboxButton, undefined, async ({ page }, _event, next) => {
  const refusal = refusalOf(next);
  if (refusal) await expect(page.getByRole('alert').filter({ hasText: `未能接受该操作（${refusal}）` })).toBeVisible();
});

/** A generic state: seen by its title and step; every listed event through its sandbox button. */
export function genericState(screen: RouteMeta, events: string[], extra: Partial<StateWay> = {}): StateWay {
  return {
    see: seeGeneric(screen),
    generic: true,
    ...extra,
    on: { ...Object.fromEntries(events.map((type) => [type, sandboxButton])), ...extra.on },
  };
}

const screenMeta = new Map(screenStatesOf(applicationModel.machine).map((s) => [s.id, s as RouteMeta]));

/** The generic screen of a state of the application machine, its route and step read from the machine. */
export function genericOf(stateId: string, extra: Partial<StateWay> = {}): StateWay {
  const meta = screenMeta.get(stateId);
  if (!meta) throw new Error(`${stateId} is not a screen state of the application machine`);
  return genericState({ route: meta.route, ...(meta.step ? { step: meta.step } : {}) }, [], extra);
}
