import { Link } from 'react-router-dom';

export interface LinkTab { key: string; href: string; label: string }

// Tabs that are addresses (the message kinds, the order list's tabs): each is a link, so reload, back and a shared
// link keep the tab; the current one says so to screen readers with aria-current.
export function LinkTabs({ label, tabs, current, className = 'mb-6' }: { label: string; tabs: LinkTab[]; current: string; className?: string }) {
  return (
    <nav aria-label={label} className={`${className} flex gap-2 border-b-2 border-slate-300`}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.href}
          aria-current={tab.key === current ? 'page' : undefined}
          className={`-mb-0.5 border-b-4 px-4 py-2 font-semibold ${tab.key === current ? 'border-blue-900 text-blue-950' : 'border-transparent text-slate-600 hover:text-blue-900'}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
