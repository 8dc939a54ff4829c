import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf, VISA_GUIDE_PATH } from '../../lib/route-paths';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg bg-blue-900 px-6 py-8 text-white">
      <h1 className="text-2xl font-bold md:text-3xl">{t('home.heading')}</h1>
      <p className="mt-3 max-w-2xl text-blue-50">{t('home.intro')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={pathOf('choiceVisaType')} className="rounded bg-white px-4 py-2 font-semibold text-blue-950 hover:bg-blue-50">
          {t('home.startApplication')}
        </Link>
        <Link to={VISA_GUIDE_PATH} className="rounded border border-white px-4 py-2 font-semibold text-white hover:bg-blue-800">
          {t('home.visaGuide')}
        </Link>
        <Link to={pathOf('visaInQuery')} className="rounded border border-white px-4 py-2 font-semibold text-white hover:bg-blue-800">
          {t('route.visaInQuery')}
        </Link>
        <Link to={pathOf('reserve')} className="rounded border border-white px-4 py-2 font-semibold text-white hover:bg-blue-800">
          {t('route.reserve')}
        </Link>
      </div>
    </div>
  );
}
