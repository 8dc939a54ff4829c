import { describe, expect, it } from 'vitest';
import { createMachine, initialTransition, transition } from 'xstate';
import { routeOf, screenStatesOf } from './routes.ts';

const child = createMachine({ id: 'child', initial: 'a', states: { a: { meta: { route: 'saveApplyInfo', step: 'a' } }, end: { type: 'final' } }, on: { finish: '.end' } });

const payer = createMachine({
  id: 'payer',
  initial: 'choosing',
  states: { choosing: { meta: { route: 'confirmPay' }, on: { chosen: 'qr' } }, qr: { meta: { route: 'confirmPay', step: 'qr' } } },
});

const machine = createMachine({
  id: 'm',
  initial: 'outer',
  states: {
    outer: {
      meta: { route: 'confirmApply' },
      initial: 'inner',
      states: {
        inner: { meta: { route: 'confirmApply', step: 'inner' }, on: { go: '#m.plain' } },
      },
    },
    plain: { initial: 'noMeta', states: { noMeta: { on: { next: '#m.both' } } }, meta: { route: 'visaData' } },
    both: {
      type: 'parallel',
      states: {
        first: { initial: 'x', states: { x: { meta: { route: 'visaData', step: 'x' } } } },
        second: {
          initial: 'quiet',
          states: { quiet: { on: { pay: 'paying' } }, paying: { meta: { route: 'confirmPay' }, on: { delegate: '#m.delegating' } } },
        },
      },
    },
    delegating: { meta: { route: 'saveBasicInfo', delegatesTo: 'kid' }, invoke: { id: 'kid', src: child }, on: { pay: 'payingExtra' } },
    payingExtra: { meta: { route: 'confirmPay', step: 'extra', delegatesTo: 'pay' }, invoke: { id: 'pay', src: payer }, on: { other: 'payingOther' } },
    payingOther: { meta: { route: 'visaData', step: 'extra', delegatesTo: 'pay' }, invoke: { id: 'pay', src: payer } },
    nowhere: { meta: { route: 'notARoute' } },
  },
});

describe('routeOf', () => {
  it('takes the deepest state with meta, falling back to an ancestor', () => {
    let [snapshot] = initialTransition(machine);
    expect(routeOf(snapshot)).toEqual({ route: 'confirmApply', step: 'inner' });
    [snapshot] = transition(machine, snapshot, { type: 'go' });
    expect(routeOf(snapshot)).toEqual({ route: 'visaData' });
  });

  it('in a parallel state, a later region with a screen shows over an earlier one', () => {
    let [snapshot] = initialTransition(machine);
    for (const type of ['go', 'next']) [snapshot] = transition(machine, snapshot, { type });
    expect(routeOf(snapshot)).toEqual({ route: 'visaData', step: 'x' });
    [snapshot] = transition(machine, snapshot, { type: 'pay' });
    expect(routeOf(snapshot)).toEqual({ route: 'confirmPay' });
  });

  it('lets a running child decide, and keeps its own route when the child shows none', () => {
    let [snapshot] = initialTransition(machine);
    for (const type of ['go', 'next', 'pay', 'delegate']) [snapshot] = transition(machine, snapshot, { type });
    expect(routeOf(snapshot)).toEqual({ route: 'saveApplyInfo', step: 'a' });
    (snapshot.children as Record<string, { send: (e: { type: string }) => void; start: () => void }>).kid!.start();
    (snapshot.children as Record<string, { send: (e: { type: string }) => void }>).kid!.send({ type: 'finish' });
    expect(routeOf(snapshot)).toEqual({ route: 'saveBasicInfo' });
  });

  it('keeps its own step while the child shows the same route without one, and only then', () => {
    let [snapshot] = initialTransition(machine);
    for (const type of ['go', 'next', 'pay', 'delegate', 'pay']) [snapshot] = transition(machine, snapshot, { type });
    expect(routeOf(snapshot)).toEqual({ route: 'confirmPay', step: 'extra' });
    const pay = (snapshot.children as Record<string, { send: (e: { type: string }) => void; start: () => void }>).pay!;
    pay.start();
    pay.send({ type: 'chosen' });
    expect(routeOf(snapshot)).toEqual({ route: 'confirmPay', step: 'qr' });
    [snapshot] = transition(machine, snapshot, { type: 'other' });
    expect(routeOf(snapshot)).toEqual({ route: 'confirmPay' });
  });
});

describe('screenStatesOf', () => {
  it('lists every state with meta, including one whose route is not a spec route (for the route test to catch)', () => {
    expect(screenStatesOf(machine).map((s) => `${s.id}:${s.route}`)).toEqual([
      'm.outer:confirmApply', 'm.outer.inner:confirmApply', 'm.plain:visaData', 'm.both.first.x:visaData',
      'm.both.second.paying:confirmPay', 'm.delegating:saveBasicInfo',
      'm.payingExtra:confirmPay', 'm.payingOther:visaData', 'm.nowhere:notARoute',
    ]);
  });
});
