import { describe, expect, it } from 'vitest';
import { closeMessage, getMessage, notifier, subscribeMessages } from '../../src/lib/notifier';

describe('notifier', () => {
  it('shows one message at a time: a new one replaces the open one', () => {
    notifier.show('warning', 'first');
    notifier.show('error', 'second');
    expect(getMessage()).toMatchObject({ kind: 'error', text: 'second' });
    notifier.closeAll();
    expect(getMessage()).toBeNull();
  });

  it('tells subscribers about every change, and stops after unsubscribing', () => {
    let calls = 0;
    const unsubscribe = subscribeMessages(() => calls++);
    notifier.show('info', 'hello');
    notifier.closeAll();
    notifier.closeAll(); // nothing open: no change to announce
    unsubscribe();
    notifier.show('info', 'unheard');
    expect(calls).toBe(2);
    notifier.closeAll();
  });

  it('lets a late timer close only the message it was started for', () => {
    notifier.show('info', 'old');
    const oldId = getMessage()?.id as number;
    notifier.show('info', 'new');
    closeMessage(oldId);
    expect(getMessage()?.text).toBe('new');
    closeMessage(getMessage()?.id as number);
    expect(getMessage()).toBeNull();
  });

  it('withdraws a message only while it still shows that text', () => {
    notifier.show('error', '网络错误，请稍后重试');
    notifier.show('warning', '已被他人修改');
    notifier.withdraw('网络错误，请稍后重试');
    expect(getMessage()?.text).toBe('已被他人修改');
    notifier.show('error', '网络错误，请稍后重试');
    notifier.withdraw('网络错误，请稍后重试');
    expect(getMessage()).toBeNull();
  });
});
