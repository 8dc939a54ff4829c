import { useRef, useState } from 'react';
import { unwrap } from '../../../api/client';
import { api } from '../../../lib/api';
import { getLanguage } from '../../../lib/language';
import { addressTextOf, canSearch, stateOfAnswer, type KoreaAddress, type SearchState } from './korea-address';
import { idOf, useStepFormParts } from './step-form-context';
import { useFormStepText } from './strings';

// A helper under the Korea address field: search the address service, pick a result, and it is written into
// the field, which stays free text (a guesthouse the service does not know is simply typed). No nested <form>:
// Enter in the search box searches instead of submitting the step.

const PAGE_SIZE = 10;

export function KoreaAddressSearch({ name }: { name: string }) {
  const { form, idPrefix } = useStepFormParts();
  const text = useFormStepText();
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [picked, setPicked] = useState('');
  const latest = useRef(0);
  const fieldId = idOf(idPrefix, name);
  const id = `${fieldId}-search`;

  async function search() {
    setPicked('');
    if (!canSearch(keyword)) return setState({ kind: 'tooShort' });
    const ticket = (latest.current += 1);
    setState({ kind: 'searching' });
    const answer = await unwrap(api.POST('/api/korea/address/search', { body: { keyword: keyword.trim() }, params: { query: { page: 1, size: PAGE_SIZE } } }));
    // A slower earlier search must not overwrite the answer to the one typed since.
    if (ticket === latest.current) setState(stateOfAnswer(answer));
  }

  function pick(address: KoreaAddress) {
    const value = addressTextOf(address, getLanguage());
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setPicked(value);
    setState({ kind: 'idle' });
    document.getElementById(fieldId)?.focus();
  }

  const status =
    state.kind === 'tooShort' ? text('addressSearch.tooShort')
      : state.kind === 'searching' ? text('addressSearch.searching')
        : state.kind === 'none' ? text('addressSearch.none')
          : state.kind === 'failed' ? state.message || text('addressSearch.failed')
            : state.kind === 'found' ? text('addressSearch.found', { shown: state.records.length, total: state.total })
              : picked ? text('addressSearch.picked', { address: picked }) : '';

  return (
    <div className="-mt-3 mb-5 rounded border border-slate-300 bg-slate-50 p-3">
      <label htmlFor={id} className="block font-medium text-slate-900">{text('addressSearch.label')}</label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">{text('addressSearch.hint')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={id}
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void search();
          }}
          aria-describedby={`${id}-hint ${id}-status`}
          className="min-w-0 flex-1 rounded border-2 border-slate-700 px-2 py-1"
        />
        <button
          type="button"
          onClick={() => void search()}
          disabled={state.kind === 'searching'}
          className="rounded border-2 border-blue-900 px-4 py-1 font-medium text-blue-900 hover:bg-blue-50 disabled:opacity-60"
        >
          {text('addressSearch.button')}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={`mt-2 text-sm ${state.kind === 'failed' ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
        {status}
      </p>
      {state.kind === 'found' ? (
        <ul aria-label={text('addressSearch.results')} className="mt-1 flex flex-col gap-1">
          {state.records.map((address) => (
            <li key={`${address.zipCode}-${address.roadAddress}`}>
              <button type="button" onClick={() => pick(address)} className="w-full rounded border border-slate-300 bg-white px-3 py-2 text-left hover:border-blue-900 hover:bg-blue-50">
                <span className="block font-medium text-slate-900">{address.addressEn}</span>
                <span lang="ko" className="block text-sm text-slate-700">{address.roadAddress}</span>
                <span className="block text-sm text-slate-600">{text('addressSearch.zipCode', { zipCode: address.zipCode })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
