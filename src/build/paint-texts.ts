// The texts the server's paintings use (decision 107), written by the build beside the page's hints: the server
// imports no client code, so it takes the client's own texts from the build, the same words the screen then shows.
import { LANGUAGES, type Language } from '../domain/constants.ts';
import appZh from '../app/i18n/zh.json';
import appEn from '../app/i18n/en.json';
import appKo from '../app/i18n/ko.json';
import publicZh from '../features/public-services/i18n/zh.json';
import publicEn from '../features/public-services/i18n/en.json';
import publicKo from '../features/public-services/i18n/ko.json';
import guideZh from '../features/guide/i18n/zh.json';
import guideEn from '../features/guide/i18n/en.json';
import guideKo from '../features/guide/i18n/ko.json';

type Tree = { [key: string]: string | Tree };

// The shell's texts (the header the painting repeats), the public services' and the visa guide's (under `public.` and
// `guide.`, as their loaders register them).
const sources: Record<Language, Tree> = {
  zh: { ...appZh, public: publicZh, guide: guideZh },
  en: { ...appEn, public: publicEn, guide: guideEn },
  ko: { ...appKo, public: publicKo, guide: guideKo },
};

function flat(tree: Tree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[prefix + key] = value;
    else flat(value, `${prefix}${key}.`, into);
  }
  return into;
}

export const paintTexts = (): Record<Language, Record<string, string>> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, flat(sources[language])])) as Record<Language, Record<string, string>>;
