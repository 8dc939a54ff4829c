import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SummaryItem } from './use-form-errors';

// GOV.UK error summary: at the top of the form, focused after a failed submit, each message a link to its field.
export function ErrorSummary({ items, idOf, summaryRef }: { items: SummaryItem[]; idOf: (field: string) => string; summaryRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="mb-6 rounded border-4 border-red-700 bg-white p-4 outline-none focus:ring-4 focus:ring-amber-400"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-red-800">
        {t('form.errorSummaryTitle')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={`${item.field ?? '_'}:${item.message}`}>
            {item.field ? (
              <a
                href={`#${idOf(item.field)}`}
                className="font-medium text-red-800 underline underline-offset-2"
                onClick={(event) => {
                  // The link moves the focus into the field itself, not just the scroll position.
                  const target = document.getElementById(idOf(item.field!));
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView({ block: 'center' });
                }}
              >
                {item.message}
              </a>
            ) : (
              <span className="font-medium text-red-800">{item.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
