import { useState } from 'react';
import { formatDay } from '../../../ui/format-date';
import { RichText } from '../../../ui/rich-text';
import { refusalText } from '../../staff/api/staff-api';
import { previewContent, type PreviewLanguage } from '../api/content';
import { AdminSection, Refused, secondaryButtonClass } from '../parts/admin-page';
import { EDIT_LANGUAGES } from '../parts/localized-fields';
import { useAdminText } from '../strings';

type Preview = Awaited<ReturnType<typeof previewContent>> & { language: PreviewLanguage };

/**
 * What the public article page will show in a chosen language: the server's own public answer for the saved text
 * (published or not), drawn by the same rich-text part the public page uses.
 */
export function ArticlePreview({ articleId, unsaved }: { articleId: string; unsaved: boolean }) {
  const { text } = useAdminText();
  const [language, setLanguage] = useState<PreviewLanguage>('zh');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');

  const show = async () => {
    setBusy(true);
    setRefused('');
    try {
      setPreview({ ...(await previewContent(articleId, language)), language });
    } catch (error) {
      setRefused(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSection id="article-preview" title={text('content.previewTitle')}>
      {unsaved ? <p className="mb-3 border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">{text('content.previewUnsaved')}</p> : null}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="preview-language" className="block font-semibold text-slate-900">{text('content.previewLanguage')}</label>
          <select
            id="preview-language" value={language} onChange={(event) => setLanguage(event.target.value as PreviewLanguage)}
            className="mt-1 rounded border-2 border-slate-700 bg-white px-3 py-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
          >
            {EDIT_LANGUAGES.map((one) => <option key={one} value={one}>{text(`language.${one}`)}</option>)}
          </select>
        </div>
        <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => void show()}>{busy ? text('working') : text('content.showPreview')}</button>
      </div>
      <Refused message={refused} />
      <div aria-live="polite">
        {preview ? (
          <article lang={preview.language} aria-label={text('content.previewIn', { language: text(`language.${preview.language}`) })} className="rounded border-2 border-dashed border-slate-400 p-4">
            <p className="text-2xl font-bold text-blue-950">{preview.title}</p>
            <p className="mb-4 text-sm text-slate-600"><time dateTime={preview.publishedAt}>{formatDay(preview.publishedAt)}</time></p>
            <RichText html={preview.body} className="rounded-lg border border-slate-200 bg-white p-5" />
          </article>
        ) : null}
      </div>
    </AdminSection>
  );
}
