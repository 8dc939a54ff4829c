import { useTranslation } from 'react-i18next';

// The last resort when the layout itself cannot render: no header or footer, just a way out.
export function BareError() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p className="mt-4">{t('routeError.text')}</p>
      <button type="button" onClick={() => window.location.reload()} className="mt-6 rounded bg-blue-900 px-4 py-2 text-white">
        {t('routeError.reload')}
      </button>
    </main>
  );
}
