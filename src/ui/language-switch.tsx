import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../domain/constants';
import { getLanguage, switchLanguage } from '../lib/language';

// Each language is named in itself, so a visitor who cannot read the current one still finds theirs.
const selfNames: Record<Language, { label: string; lang: string }> = {
  zh: { label: '中文', lang: 'zh-CN' },
  en: { label: 'English', lang: 'en' },
  ko: { label: '한국어', lang: 'ko' },
};

export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = getLanguage();
  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex items-center gap-0.5 text-sm">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={selfNames[language].lang}
              aria-current={language === active ? 'true' : undefined}
              onClick={() => switchLanguage(language)}
              className={
                language === active
                  ? 'rounded px-1.5 py-1 font-semibold text-blue-900 underline underline-offset-4'
                  : 'rounded px-1.5 py-1 text-slate-700 hover:bg-slate-100 hover:text-blue-900'
              }
            >
              {selfNames[language].label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
