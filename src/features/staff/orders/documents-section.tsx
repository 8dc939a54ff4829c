import { useState } from 'react';
import { fetchStaffFile, type OrderDocument, type OrderView } from '../api/orders';
import { refusalText } from '../api/staff-api';
import { secondaryButton } from '../parts/field';
import { useStaffText } from '../strings';
import { ImageDialog } from './image-dialog';
import { Section } from './section';

const isImage = (document: OrderDocument) => document.contentType.startsWith('image/');

/** Hands a fetched file to the browser as a download (the staff token cannot ride on a plain link). */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DocumentsSection({ view }: { view: OrderView }) {
  const { text } = useStaffText();
  const [status, setStatus] = useState<{ kind: 'ok' | 'failed'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (key: string, url: string, fileName: string) => {
    setBusy(key);
    setStatus(null);
    try {
      saveBlob(await fetchStaffFile(url), fileName);
      setStatus({ kind: 'ok', text: text('documents.downloaded', { fileName }) });
    } catch (error) {
      setStatus({ kind: 'failed', text: refusalText(error) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Section id="order-documents" title={text('documents.title')}>
      <button type="button" className={secondaryButton} disabled={busy === 'form'} onClick={() => void download('form', view.form.url, view.form.fileName)}>
        {busy === 'form' ? text('pleaseWait') : text('documents.form')}
      </button>
      <div aria-live="polite">
        {status ? <p role={status.kind === 'failed' ? 'alert' : undefined} className={`mt-2 ${status.kind === 'failed' ? 'text-red-800' : 'text-slate-800'}`}>{status.text}</p> : null}
      </div>
      {view.documents.length === 0 ? <p className="mt-3 text-slate-700">{text('documents.none')}</p> : (
        <ul className="mt-3 divide-y divide-slate-200">
          {view.documents.map((document) => (
            <li key={`${document.applyId}-${document.field}-${document.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>{document.name} <span className="text-sm text-slate-600">({Math.max(1, Math.round(document.size / 1024))} KB)</span></span>
              {isImage(document) ? <ImageDialog document={document} /> : (
                <button type="button" className="text-blue-900 underline underline-offset-2" disabled={busy === document.id}
                  onClick={() => void download(document.id, document.url, document.name)}>
                  {text('documents.download')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
