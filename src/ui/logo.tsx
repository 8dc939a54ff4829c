// The portal's own mark: a passport page with a visa stamp. Decorative next to the product title,
// which carries the name for assistive technology.
export function Logo({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect x="6" y="3" width="30" height="40" rx="4" fill="#1e3a8a" />
      <rect x="10" y="8" width="22" height="3" rx="1.5" fill="#bfdbfe" />
      <circle cx="21" cy="24" r="8" fill="none" stroke="#bfdbfe" strokeWidth="2" />
      <path d="M13 24h16M21 16c-3 4-3 12 0 16M21 16c3 4 3 12 0 16" fill="none" stroke="#bfdbfe" strokeWidth="1.5" />
      <circle cx="35" cy="35" r="10" fill="#fff" stroke="#b91c1c" strokeWidth="2.5" />
      <path d="M30.5 35.5l3 3 6-7" fill="none" stroke="#b91c1c" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
