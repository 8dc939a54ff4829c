import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../lib/route-paths';
import { FormPage } from '../../ui/form/form-page';
import { Tabs } from '../../ui/form/tabs';
import type { LoginNotice } from './login-page';
import { RetrieveForm } from './retrieve-form';

type By = 'mobile' | 'email';

export function RetrievePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const by: By = search.get('by') === 'email' ? 'email' : 'mobile';
  const onDone = (account: string) => navigate(pathOf('login'), { state: { notice: 'passwordReset' satisfies LoginNotice, account } });
  return (
    <FormPage>
      <p className="mb-6 text-slate-700">{t('account.retrieve.intro')}</p>
      <Tabs
        label={t('account.retrieve.tabsLabel')}
        idPrefix="retrieve"
        tabs={[{ key: 'mobile', label: t('account.retrieve.byMobile') }, { key: 'email', label: t('account.retrieve.byEmail') }]}
        selected={by}
        onSelect={(next: By) => setSearch(next === 'email' ? { by: 'email' } : {}, { replace: true })}
      >
        <RetrieveForm key={by} by={by} onDone={onDone} />
      </Tabs>
      <p className="mt-8 border-t border-slate-200 pt-6">
        <Link to={pathOf('login')} className="text-blue-900 underline underline-offset-2">{t('account.retrieve.backToLogin')}</Link>
      </p>
    </FormPage>
  );
}
