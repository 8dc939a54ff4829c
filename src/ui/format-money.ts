// One formatter per language and currency, made at its first use and kept: making a currency formatter loads the
// engine's currency data, and the payment step's prices made one for every amount of every render (43 ms of CPU in
// the screen's first task on a phone-class CPU, bench/lighthouse/main-thread.ts with PROFILE=1, decision 137).
const formatters = new Map<string, Intl.NumberFormat>();

/** An amount with its currency code (USD 81.00), in the reader's language: the fee tables are in US dollars. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const key = `${language} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'code' });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
