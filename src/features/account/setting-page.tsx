import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../domain/route-names';
import { pathOf } from '../../lib/route-paths';
import { QueryView } from '../../ui/query-states';
import { useCurrentUser } from './api/account';
import { FormPage } from '../../ui/form/form-page';
import { LanguageSetting } from './language-setting';
import { NotificationPreferencesSection } from './notification-preferences';

/** Settings as a summary list: each contact detail with its own "change" link (GOV.UK check-answers habit). */
export function SettingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <FormPage>
      <QueryView query={user}>
        {(data) => {
          const rows: { key: string; value: string; route: RouteName; action: string }[] = [
            { key: 'account.field.mobile', value: data.mobile ?? t('account.setting.notSet'), route: 'changePhone', action: 'account.setting.change' },
            { key: 'account.field.email', value: data.email ?? t('account.setting.notSet'), route: 'changeEmail', action: data.email ? 'account.setting.change' : 'account.setting.add' },
            { key: 'account.field.password', value: '••••••', route: 'changePsd', action: 'account.setting.change' },
          ];
          return (
            <dl className="divide-y divide-slate-200 border-y border-slate-200">
              {rows.map((row) => (
                <div key={row.key} className="grid grid-cols-[1fr_2fr_auto] gap-4 py-3">
                  <dt className="font-semibold">{t(row.key)}</dt>
                  <dd>{row.value}</dd>
                  <dd>
                    <Link to={pathOf(row.route)} className="text-blue-900 underline underline-offset-2">
                      {t(row.action)}
                      <span className="sr-only">{` ${t(row.key)}`}</span>
                    </Link>
                  </dd>
                </div>
              ))}
            </dl>
          );
        }}
      </QueryView>
      <LanguageSetting />
      <NotificationPreferencesSection />
    </FormPage>
  );
}
