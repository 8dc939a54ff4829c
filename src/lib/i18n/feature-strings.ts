import i18next from 'i18next';
import type { Language } from '../../domain/constants';
import { getLanguage } from '../language';

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
      const add = () => i18next.addResourceBundle(language, 'translation', { [key]: strings }, true, false);
      // The first route's screen loads while i18next starts (main.tsx renders only after): its texts are added the
      // moment i18next is ready rather than lost. Not awaited, so a loader never hangs on an i18next nobody starts.
      if (i18next.isInitialized) add();
      else i18next.on('initialized', add);
    })();
    return loading;
  };
}
