import { useState } from 'react';
import { useDeliveryText } from './strings';
import { useSavedAddresses, type SavedAddress } from './api';
import { linkButton } from './parts';

// The user's saved addresses (the personal center's, one store) above a courier address, the sender's or a return's:
// one button fills the fields with an address (they stay editable). Nothing is shown while none is saved; a failed
// list only costs the shortcut. A return screen may show several, so each names its own heading.

export function SavedAddresses({ onUse, headingId = 'saved-addresses' }: { onUse: (address: SavedAddress) => void; headingId?: string }) {
  const text = useDeliveryText();
  const addresses = useSavedAddresses();
  const [used, setUsed] = useState('');
  if (addresses.isPending || addresses.isError || !addresses.data.length) return null;
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded border border-slate-300 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">{text('saved.heading')}</h2>
      <ul className="mt-2 space-y-3">
        {addresses.data.map((address) => (
          <li key={address.id} className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-slate-800">
              {`${address.contact} ${address.phone} · ${address.regionText} ${address.detail}`}
              {address.isDefault ? <span className="ml-2 rounded bg-slate-200 px-1 text-sm">{text('saved.default')}</span> : null}
            </span>
            <button
              type="button"
              className={linkButton}
              onClick={() => {
                onUse(address);
                setUsed(text('saved.used', { contact: address.contact }));
              }}
            >
              {text('saved.use')}
              <span className="sr-only">{text('saved.useWhose', { contact: address.contact, detail: address.detail })}</span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 text-sm text-emerald-900">{used}</p>
    </section>
  );
}
