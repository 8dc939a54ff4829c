import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format-date';
import { QueryView } from '../../ui/query-states';
import { useFeedbackList } from './api';

/** What the person has sent, newest first, each with when it was sent. */
export function SentFeedback() {
  const { t } = useTranslation();
  const list = useFeedbackList();
  return (
    <section aria-labelledby="sent-feedback" className="mt-10">
      <h2 id="sent-feedback" className="mb-3 text-xl font-bold text-blue-950">{t('feedback.listHeading')}</h2>
      <QueryView query={list} isEmpty={(rows) => rows.length === 0} empty={<p className="text-slate-700">{t('feedback.none')}</p>}>
        {(rows) => (
          <ul className="divide-y divide-slate-200 border-y border-slate-200">
            {rows.map((row) => (
              <li key={row.id} className="py-3">
                <p className="whitespace-pre-wrap break-words text-slate-900">{row.content}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {t('feedback.sentAt')}
                  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
