import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { inputClass, primaryButton } from './field';
import { useStaffText } from '../strings';

/** One box for every way an order is asked for at the counter: reference, order number, passport, mobile or name. */
export function SearchForm({ initial = '' }: { initial?: string }) {
  const { text } = useStaffText();
  const navigate = useNavigate();
  const [q, setQ] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = q.trim();
    if (!wanted) {
      setError(text('search.required'));
      document.getElementById('staff-search')?.focus();
      return;
    }
    setError(undefined);
    void navigate(`/staff/orders?${new URLSearchParams({ q: wanted })}`);
  };
  return (
    <form role="search" onSubmit={submit} noValidate aria-label={text('search.label')}>
      <label htmlFor="staff-search" className="block font-semibold text-slate-900">{text('search.label')}</label>
      <p id="staff-search-hint" className="mt-1 text-sm text-slate-600">{text('search.hint')}</p>
      {error ? <p id="staff-search-error" className="mt-1 font-semibold text-red-800">{error}</p> : null}
      <div className="mt-1 flex flex-wrap gap-2">
        <input id="staff-search" type="search" value={q} maxLength={60} onChange={(event) => setQ(event.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'staff-search-hint staff-search-error' : 'staff-search-hint'}
          className={`${inputClass} mt-0 flex-1`} />
        <button type="submit" className={primaryButton}>{text('search.submit')}</button>
      </div>
    </form>
  );
}
