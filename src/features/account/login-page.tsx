import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../lib/route-paths';
import { getSession, safeReturnPath } from '../../lib/session';
import { useStoredSession } from '../../lib/session-hooks';
import type { LoginResult } from './api/account';
import { FormPage, Notice } from '../../ui/form/form-page';
import { whenIdle } from '../../ui/when-idle';
import { Tabs } from '../../ui/form/tabs';
import { AgencyLoginForm, ApplicantLoginForm } from './login-form';

type LoginTab = 'applicant' | 'agency';
export type LoginNotice = 'registered' | 'passwordChanged' | 'passwordReset' | 'loggedOut';

// Spec §2: two tabs, remember account, links to retrieve and register. `?centerId=` is kept with the
// session; `?returnTo=` (from the route guard) or the page the session ended on is where login leads.
const loadSessionActor = () => import('../../lib/session-actor');

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const session = useStoredSession();
  const tab: LoginTab = search.get('tab') === 'agency' ? 'agency' : 'applicant';
  const state = (location.state ?? {}) as { notice?: LoginNotice; account?: string };

  // The session's machine (xstate) is needed once the password is accepted, not to show the form: it arrives while
  // the person types, after the page has shown.
  useEffect(() => whenIdle(() => void loadSessionActor()), []);

  const onLoggedIn = async (result: LoginResult) => {
    const { getSessionActor, signIn } = await loadSessionActor();
    const stored = getSession();
    const destination = safeReturnPath(search.get('returnTo'))
      ?? (stored.endReason ? safeReturnPath(stored.returnTo) : null)
      ?? pathOf(result.user.kind === 'travelAgency' ? 'TravelAgencyIdentity' : 'center');
    signIn(result, search.get('centerId') ?? stored.centerId);
    navigate(destination, { replace: true });
    getSessionActor().send({ type: 'session.returned' });
  };

  const selectTab = (next: LoginTab) => {
    const params = new URLSearchParams(search);
    if (next === 'agency') params.set('tab', 'agency');
    else params.delete('tab');
    setSearch(params, { replace: true, state: location.state });
  };

  return (
    <FormPage>
      {session.endReason ? (
        <Notice>{t(session.endReason === 'idle' ? 'account.login.endedIdle' : 'account.login.endedRelogin')}</Notice>
      ) : state.notice ? (
        <Notice tone="success">{t(`account.login.notice.${state.notice}`)}</Notice>
      ) : null}
      <Tabs
        label={t('account.login.tabsLabel')}
        idPrefix="login"
        tabs={[{ key: 'applicant', label: t('account.login.applicantTab') }, { key: 'agency', label: t('account.login.agencyTab') }]}
        selected={tab}
        onSelect={selectTab}
      >
        {tab === 'agency' ? <AgencyLoginForm onLoggedIn={onLoggedIn} /> : <ApplicantLoginForm onLoggedIn={onLoggedIn} initialAccount={state.account} />}
      </Tabs>
      <ul className="mt-8 space-y-2 border-t border-slate-200 pt-6">
        <li>
          <Link to={pathOf('retrieve')} className="text-blue-900 underline underline-offset-2">{t('account.login.forgot')}</Link>
        </li>
        <li>
          {t('account.login.noAccount')}{' '}
          <Link to={pathOf('register')} className="text-blue-900 underline underline-offset-2">{t('account.login.register')}</Link>
        </li>
      </ul>
    </FormPage>
  );
}
