import { afterEach, describe, expect, it } from 'vitest';
import { countSetting } from '../support/count-setting';

const NAME = 'COUNT_SETTING_UNDER_TEST';
afterEach(() => {
  delete process.env[NAME];
});

describe("the browser layers' counts from the environment", () => {
  it('takes the default when unset or blank, and a whole number as given', () => {
    expect(countSetting(NAME, 3, 1)).toBe(3);
    process.env[NAME] = '  ';
    expect(countSetting(NAME, 3, 1)).toBe(3);
    process.env[NAME] = '0';
    expect(countSetting(NAME, 1, 0)).toBe(0);
    process.env[NAME] = ' 2 ';
    expect(countSetting(NAME, 1, 0)).toBe(2);
  });

  it('stops on anything else, naming the setting and what to give', () => {
    for (const value of ['abc', '1.5', '-1', 'NaN', 'Infinity']) {
      process.env[NAME] = value;
      expect(() => countSetting(NAME, 1, 0)).toThrow(`${NAME}=${value} is not a count: give a whole number of 0 or more (default 1).`);
    }
    process.env[NAME] = '0';
    expect(() => countSetting(NAME, 3, 1)).toThrow('give a whole number of 1 or more');
  });
});
