import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/constants';
import { Checkbox } from '../../ui/form/checkbox';
import { getLanguage } from '../../lib/language';
import { QueryView } from '../../ui/query-states';
import {
  notificationPreferencesQueryOptions, saveNotificationPreferences, useNotificationPreferences, type NotificationPreferences,
} from './api/notification-preferences';
import { useCurrentUser } from './api/account';
import { loadNotifyStrings } from './notifications/strings';

// The settings page's section for milestone notifications (decision 038): the in-site message always comes; SMS
// and e-mail are one switch each, saved with the page's language, which is the language they will be written in.

const languageNames: Record<Language, string> = { zh: '中文', en: 'English', ko: '한국어' };

export function NotificationPreferencesSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const strings = useQuery({ queryKey: ['strings', 'notify', getLanguage()], queryFn: () => loadNotifyStrings().then(() => true), staleTime: Infinity });
  const preferences = useNotificationPreferences();
  const ready = { ...preferences, isPending: preferences.isPending || strings.isPending || user.isPending, isError: preferences.isError || strings.isError || user.isError };
  return (
    <section aria-labelledby="notify-heading" className="mt-8">
      <QueryView query={ready}>
        {(saved) => (
          <>
            <h2 id="notify-heading" className="mb-2 text-xl font-semibold">{t('notify.heading')}</h2>
            <p className="mb-4 text-slate-700">{t('notify.intro')}</p>
            <PreferencesForm saved={saved} mobile={user.data?.mobile ?? null} email={user.data?.email ?? null} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function PreferencesForm({ saved, mobile, email }: { saved: NotificationPreferences; mobile: string | null; email: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sms, setSms] = useState(saved.sms);
  const [mail, setMail] = useState(saved.email);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('saving');
    const result = await saveNotificationPreferences({ sms, email: mail, language: getLanguage() }).catch(() => null);
    if (!result?.ok) {
      // What was ticked stays ticked: only the message says it was not saved.
      setState('failed');
      return;
    }
    queryClient.setQueryData(notificationPreferencesQueryOptions.queryKey, result.data);
    setState('saved');
  }

  const change = (set: (value: boolean) => void) => (event: { target: { checked: boolean } }) => {
    set(event.target.checked);
    setState('idle');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Checkbox id="notify-sms" checked={sms} onChange={change(setSms)} label={t('notify.sms')} hint={mobile ? t('notify.smsTo', { mobile }) : undefined} />
      <Checkbox
        id="notify-email" checked={mail} onChange={change(setMail)} label={t('notify.email')}
        hint={email ? t('notify.emailTo', { email }) : t('notify.noEmail')}
      />
      <p className="mb-4 text-sm text-slate-700">{t('notify.language', { language: languageNames[saved.language] })}</p>
      <button
        type="submit" disabled={state === 'saving'}
        className="rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
      >
        {state === 'saving' ? t('notify.saving') : t('notify.save')}
      </button>
      <p role="status" className="mt-3 min-h-6 text-green-800">{state === 'saved' ? t('notify.saved') : ''}</p>
      {state === 'failed' ? <p role="alert" className="font-semibold text-red-800">{t('notify.saveFailed')}</p> : null}
    </form>
  );
}
