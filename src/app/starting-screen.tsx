import { useTranslation } from 'react-i18next';

// Shown while the first route's chunk loads, before the layout can render.
export function StartingScreen() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-slate-700">
      {t('common.loading')}
    </p>
  );
}
