import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../ui/format-date';
import { inputClass } from '../../../ui/form/text-field';
import { notifier } from '../../../lib/notifier';
import { useCorrectIncorrect, useIncorrectDetail, useIncorrectRecords, type IncorrectDetail, type IncorrectRecord } from './api';
import { useApplyRecordsText } from './strings';

const primary = 'rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';
const link = 'text-blue-900 underline underline-offset-2';

type Text = ReturnType<typeof useApplyRecordsText>;

function shown(value: unknown, text: Text): string {
  if (value === null || value === undefined || value === '') return text('incorrect.empty');
  if (typeof value === 'boolean') return text(value ? 'incorrect.yes' : 'incorrect.no');
  return String(value);
}

/** One application's incorrect details: the open record to correct (only its fields), then the history. */
export function IncorrectDetails({ applyId, orderId, name }: { applyId: string; orderId: string; name: string }) {
  const text = useApplyRecordsText();
  const records = useIncorrectRecords(applyId);
  const detail = useIncorrectDetail(applyId);
  const headingId = useId();

  let body;
  if (!records.data || detail.data === undefined) {
    body = records.isError || detail.isError ? (
      <p>
        {text('incorrect.failed')}{' '}
        <button type="button" className={link} onClick={() => void Promise.all([records.refetch(), detail.refetch()])}>{text('incorrect.retry')}</button>
      </p>
    ) : <p role="status" className="text-slate-700">{text('incorrect.loading')}</p>;
  } else if (!records.data.length) {
    body = <p className="text-slate-700">{text('incorrect.none')}</p>;
  } else {
    body = (
      <>
        {detail.data ? <CorrectionForm key={detail.data.record.id} applyId={applyId} orderId={orderId} detail={detail.data} /> : null}
        <History records={records.data} />
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mb-6 border-l-4 border-slate-300 pl-4">
      <h3 id={headingId} className="mb-2 text-lg font-semibold text-blue-950">{name}</h3>
      {body}
    </section>
  );
}

type Field = IncorrectRecord['fields'][number];

function CorrectionForm({ applyId, orderId, detail }: { applyId: string; orderId: string; detail: IncorrectDetail }) {
  const text = useApplyRecordsText();
  const id = useId();
  const mutation = useCorrectIncorrect(applyId, orderId);
  const fields = detail.record.fields;
  const [values, setValues] = useState<Record<string, unknown>>(() => Object.fromEntries(fields.map((field) => [field.field, detail.values[field.field] ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inputId = (field: Field) => `${id}-${field.field.replace(/\W/g, '-')}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(fields.filter((field) => typeof values[field.field] === 'string' && !(values[field.field] as string).trim()).map((field) => [field.field, text('incorrect.required')]));
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      await mutation.mutateAsync({ recordId: detail.record.id, values });
      notifier.show('success', text('incorrect.saved'));
    } catch (failure) {
      // What was typed stays; the server's field messages go beside the fields.
      if (failure instanceof ApiError && failure.failure.fields) setErrors(failure.failure.fields);
    }
  };

  const listed = fields.filter((field) => errors[field.field]);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mb-4 rounded border-2 border-amber-500 bg-amber-50 p-4" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-bold text-slate-900">{text('incorrect.openTitle')}</h4>
      <p className="mb-3 text-slate-700">{text('incorrect.openHint')}</p>
      {detail.record.note ? <p className="mb-3">{text('incorrect.note', { note: detail.record.note })}</p> : null}
      {listed.length ? (
        <div role="alert" className="mb-4 border-4 border-red-700 bg-white p-3">
          <h5 className="font-bold">{text('incorrect.errorSummary')}</h5>
          <ul>{listed.map((field) => <li key={field.field}><a className={link} href={`#${inputId(field)}`}>{errors[field.field]}</a></li>)}</ul>
        </div>
      ) : null}
      {fields.map((field) => {
        const current = detail.values[field.field];
        const fieldId = inputId(field);
        const error = errors[field.field];
        return (
          <div key={field.field} className={`mb-4 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
            {typeof current === 'boolean' ? (
              <label className="flex items-center gap-2 font-semibold">
                <input id={fieldId} type="checkbox" checked={values[field.field] === true} onChange={(event) => setValues({ ...values, [field.field]: event.target.checked })} />
                {text('incorrect.newValue', { label: field.label ?? field.field })}
              </label>
            ) : (
              <label htmlFor={fieldId} className="block font-semibold text-slate-900">{text('incorrect.newValue', { label: field.label ?? field.field })}</label>
            )}
            <p id={`${fieldId}-hint`} className="text-sm text-slate-700">
              {text('incorrect.reason', { reason: field.reason })} · {text('incorrect.current', { value: shown(current, text) })}
            </p>
            {error ? <p id={`${fieldId}-error`} className="font-semibold text-red-800">{error}</p> : null}
            {typeof current === 'boolean' ? null : (
              <input
                id={fieldId}
                className={`${inputClass} ${error ? 'border-red-700' : ''}`}
                value={String(values[field.field] ?? '')}
                onChange={(event) => setValues({ ...values, [field.field]: typeof current === 'number' && event.target.value.trim() !== '' && Number.isFinite(Number(event.target.value)) ? Number(event.target.value) : event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${fieldId}-hint`, error ? `${fieldId}-error` : null].filter(Boolean).join(' ')}
              />
            )}
          </div>
        );
      })}
      <button type="submit" className={primary} disabled={mutation.isPending}>{mutation.isPending ? text('incorrect.submitting') : text('incorrect.submit')}</button>
    </form>
  );
}

function History({ records }: { records: IncorrectRecord[] }) {
  const text = useApplyRecordsText();
  const labelOf = (record: IncorrectRecord, path: string) => record.fields.find((field) => field.field === path)?.label ?? path;
  return (
    <>
      <h4 className="font-semibold">{text('incorrect.historyTitle')}</h4>
      <ol className="space-y-2">
        {[...records].reverse().map((record) => (
          <li key={record.id}>
            <p>
              <time dateTime={record.createdAt} className="tabular-nums">{text('incorrect.flaggedAt', { date: formatDateTime(record.createdAt) })}</time>
            </p>
            <ul className="list-disc pl-6">
              {record.fields.map((field) => <li key={field.field}>{field.label ?? field.field} — {field.reason}</li>)}
            </ul>
            {record.correctedAt ? (
              <>
                <p><time dateTime={record.correctedAt} className="tabular-nums">{text('incorrect.correctedAt', { date: formatDateTime(record.correctedAt) })}</time></p>
                <ul className="list-disc pl-6">
                  {(record.corrections ?? []).map((change) => (
                    <li key={change.field}>{text('incorrect.change', { label: labelOf(record, change.field), before: shown(change.before, text), after: shown(change.after, text) })}</li>
                  ))}
                </ul>
              </>
            ) : <p className="font-semibold text-amber-900">{text('incorrect.waiting')}</p>}
          </li>
        ))}
      </ol>
    </>
  );
}
