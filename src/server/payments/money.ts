/** WeChat Pay counts in fen (integers); Alipay and our rows in yuan with two decimals. */
export const fenOf = (yuan: number) => Math.round(yuan * 100);
export const yuanOf = (fen: number) => fen / 100;
/** Alipay's total_amount: "12.30". */
export const yuanText = (yuan: number) => yuan.toFixed(2);
export const sameAmount = (a: number, b: number) => fenOf(a) === fenOf(b);
