/** An amount with its currency code (USD 81.00), in the reader's language: the fee tables are in US dollars. */
export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);
}
