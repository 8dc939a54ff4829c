// Looks the saved-address screens share.
export const linkButton = 'text-blue-900 underline underline-offset-2 hover:text-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-60';
export const buttonLink = 'rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400';
