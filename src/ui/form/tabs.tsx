import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs, the panel is labelled by its tab. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children, idPrefix }: {
  label: string; tabs: readonly TabDef<K>[]; selected: K; onSelect: (key: K) => void; children: ReactNode; idPrefix: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-6 flex border-b-2 border-slate-300" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`-mb-0.5 border-b-4 px-4 py-2 font-semibold ${active ? 'border-blue-900 text-blue-950' : 'border-transparent text-slate-600 hover:text-blue-900'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
