// Looks the invoice screens share.
export const linkButton = 'text-blue-900 underline underline-offset-2 hover:text-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-60';
export const buttonLink = 'rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';
export const quietButton = 'rounded border-2 border-blue-900 px-4 py-1.5 font-semibold text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';
export const yuan = (amount: number) => `¥${amount.toFixed(2)}`;
