import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StaffMain } from './staff-main';

// A console screen that failed to render or whose chunk could not load (a new release replaced the files): the
// portal's own words for it (the shell's texts, there before the console's), and a reload fetches the current files.
export function StaffRouteError() {
  const { t } = useTranslation();
  useRouteError();
  return (
    <StaffMain narrow>
      <h1 className="mt-6 text-2xl font-bold text-blue-950">{t('routeError.title')}</h1>
      <p className="mt-4 text-slate-700">{t('routeError.text')}</p>
      <button type="button" onClick={() => window.location.reload()} className="mt-6 rounded bg-blue-900 px-4 py-2 text-white hover:bg-blue-800">
        {t('routeError.reload')}
      </button>
    </StaffMain>
  );
}
