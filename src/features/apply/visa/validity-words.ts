// A validity of whole years is said in years, as the product's own name says it (多次（5年有效） → 有效期 5年);
// any other length stays in months.
export function validityWords(months: number, text: (key: string, values: { count: number }) => string): string {
  return months % 12 === 0 ? text('product.validityYears', { count: months / 12 }) : text('product.validityMonths', { count: months });
}
