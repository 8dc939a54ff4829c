import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { closeMessage, getMessage, subscribeMessages, type MessageKind } from '../lib/notifier';

// Info and success fade by themselves; warnings and errors stay until closed or replaced, so a
// slow reader never loses the only explanation of what went wrong.
const AUTO_CLOSE_MS: Partial<Record<MessageKind, number>> = { info: 5000, success: 5000 };

const kindClass: Record<MessageKind, string> = {
  info: 'border-sky-700 bg-sky-50 text-sky-950',
  success: 'border-emerald-700 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-700 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-950',
};

export function Toast() {
  const { t } = useTranslation();
  const message = useSyncExternalStore(subscribeMessages, getMessage, getMessage);

  useEffect(() => {
    const delay = message && AUTO_CLOSE_MS[message.kind];
    if (!message || !delay) return;
    const timer = setTimeout(() => closeMessage(message.id), delay);
    return () => clearTimeout(timer);
  }, [message]);

  // The live region stays mounted so screen readers notice when text appears inside it.
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      {message && (
        <div
          className={`pointer-events-auto flex max-w-xl items-start gap-3 rounded-md border-l-4 px-4 py-3 shadow-lg ${kindClass[message.kind]}`}
        >
          <span className="sr-only">{t(`toast.kind.${message.kind}`)}</span>
          <p className="flex-1">{message.text}</p>
          <button
            type="button"
            onClick={() => closeMessage(message.id)}
            className="rounded px-2 text-lg leading-none hover:bg-black/10"
            aria-label={t('toast.close')}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
