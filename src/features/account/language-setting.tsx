import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../domain/constants';
import { getLanguage, switchLanguage } from '../../lib/language';

// Each language named in itself, so a person who cannot read the current one still finds theirs.
const selfNames: Record<Language, { label: string; lang: string }> = {
  zh: { label: '中文', lang: 'zh-CN' },
  en: { label: 'English', lang: 'en' },
  ko: { label: '한국어', lang: 'ko' },
};

/** The settings' language (spec §1: kept in this browser, switching reloads the page): choose, then apply. */
export function LanguageSetting() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Language>(getLanguage);
  return (
    <section aria-labelledby="setting-language" className="mt-10">
      <h2 id="setting-language" className="mb-3 text-xl font-bold text-blue-950">{t('account.setting.language')}</h2>
      <form onSubmit={(event) => { event.preventDefault(); switchLanguage(chosen); }}>
        <fieldset>
          <legend className="mb-2 text-slate-700">{t('account.setting.languageHint')}</legend>
          {LANGUAGES.map((language) => (
            <div key={language} className="mb-2 flex items-center gap-3">
              <input
                id={`setting-language-${language}`} type="radio" name="language" value={language} checked={chosen === language}
                onChange={() => setChosen(language)} className="h-6 w-6 accent-blue-900"
              />
              <label htmlFor={`setting-language-${language}`} lang={selfNames[language].lang}>{selfNames[language].label}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="mt-2 rounded border-2 border-blue-900 px-4 py-2 font-medium text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400">
          {t('account.setting.languageApply')}
        </button>
      </form>
    </section>
  );
}
