import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMessage, notifier } from '../../src/lib/notifier';
import { retryingImport } from '../../src/lib/retrying-import';

// Decision 147: a screen's code fetched while the network is away is asked again once it is back.
describe('an import asked again while the network is away', () => {
  let online = true;
  const events = new EventTarget();
  beforeEach(() => {
    online = true;
    vi.stubGlobal('navigator', { get onLine() { return online; } });
    vi.stubGlobal('window', { addEventListener: events.addEventListener.bind(events) });
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
    notifier.closeAll();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const failing = (times: number, error: () => Error = () => new TypeError('Failed to fetch dynamically imported module')) => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls <= times) throw error();
      return { default: 'screen' };
    });
    return load;
  };

  it('waits for the network to come back, says so meanwhile, and withdraws it once the screen arrives', async () => {
    online = false;
    const load = failing(1);
    const loading = retryingImport(load);
    await vi.waitFor(() => expect(getMessage()).toMatchObject({ kind: 'error', text: '网络错误，请稍后重试' }));
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    events.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ default: 'screen' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(getMessage()).toBeNull();
  });

  it('rejects a module\'s own error at once, without a word about the network', async () => {
    const load = failing(1, () => new SyntaxError('Unexpected token'));
    await expect(retryingImport(load)).rejects.toThrow('Unexpected token');
    expect(load).toHaveBeenCalledTimes(1);
    expect(getMessage()).toBeNull();
  });

  it('online, tries again a few times, then rejects for the error page\'s reload (a build replaced under the page)', async () => {
    vi.useFakeTimers();
    const load = failing(10);
    const loading = retryingImport(load);
    const settled = loading.catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await settled).toBeInstanceOf(TypeError);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('online, a fetch that fails once and then arrives is the screen', async () => {
    vi.useFakeTimers();
    const load = failing(1);
    const loading = retryingImport(load);
    await vi.runAllTimersAsync();
    await expect(loading).resolves.toEqual({ default: 'screen' });
    expect(getMessage()).toBeNull();
  });
});
