import i18next from 'i18next';
import type { Language } from '../../domain/constants';
import { getLanguage } from '../../ui/language';

export type StringLoaders = Record<Language, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * A feature's texts travel with its screens, not in the shell's resource file (decision 009): the returned loader
 * fetches the active language once and adds it under `<key>.` to the one `translation` namespace. Features pass
 * their own `import()` calls so each JSON file stays a chunk of its own.
 */
export function featureStrings(key: string, loaders: StringLoaders): () => Promise<void> {
  let loading: Promise<void> | null = null;
  return () => {
    loading ??= (async () => {
      const language = getLanguage();
      const { default: strings } = await loaders[language]();
      if (i18next.isInitialized) i18next.addResourceBundle(language, 'translation', { [key]: strings }, true, false);
    })();
    return loading;
  };
}
