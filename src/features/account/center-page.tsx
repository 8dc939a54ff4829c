import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../domain/route-names';
import { pathOf } from '../../app/route-paths';
import { getSessionActor } from '../../app/session-actor';
import { useStoredSession } from '../../app/session-hooks';
import { useAccountCounts } from './api/account';
import { FormPage } from '../../ui/form/form-page';
import { LogoutButton } from './logout-dialog';

const services: readonly RouteName[] = ['orderList', 'address', 'invoiceList', 'feedback'];
const accountLinks: readonly RouteName[] = ['setting', 'changePhone', 'changeEmail', 'changePsd'];

// The personal center (spec §2): the counts come from their own calls and are kept with the session (§3).
export function CenterPage() {
  const { t } = useTranslation();
  const session = useStoredSession();
  const counts = useAccountCounts();
  const user = session.userInfo;
  const who = (user?.agencyName as string | null | undefined) ?? user?.name ?? (user?.mobile as string | null | undefined) ?? (user?.email as string | null | undefined) ?? '';

  useEffect(() => {
    if (counts.data) getSessionActor().send({ type: 'session.updated', patch: counts.data });
  }, [counts.data]);

  const unread = counts.data?.unreadCount ?? session.unreadCount;
  const todo = counts.data?.todoCount ?? session.todoCount;
  const card = 'block rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-900 hover:shadow';
  return (
    <FormPage wide>
      <p className="mb-6 text-lg text-slate-800">{t('account.center.welcome', { name: who })}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Link to={pathOf('userMsg')} className={card}>
            <span className="block text-lg font-semibold text-blue-900">{t('route.userMsg')}</span>
            <span className="mt-1 block text-slate-700">{t('account.center.unread', { count: unread })}</span>
          </Link>
        </li>
        <li>
          <Link to={pathOf('applyTodoList')} className={card}>
            <span className="block text-lg font-semibold text-blue-900">{t('route.applyTodoList')}</span>
            <span className="mt-1 block text-slate-700">{t('account.center.todo', { count: todo })}</span>
          </Link>
        </li>
      </ul>
      <h2 className="mb-3 mt-8 text-xl font-bold text-blue-950">{t('account.center.services')}</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {services.map((name) => (
          <li key={name}>
            <Link to={pathOf(name)} className="text-blue-900 underline underline-offset-2">{t(`route.${name}`)}</Link>
          </li>
        ))}
      </ul>
      <h2 className="mb-3 mt-8 text-xl font-bold text-blue-950">{t('account.center.account')}</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {accountLinks.map((name) => (
          <li key={name}>
            <Link to={pathOf(name)} className="text-blue-900 underline underline-offset-2">{t(`route.${name}`)}</Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 border-t border-slate-200 pt-6">
        <LogoutButton />
      </div>
    </FormPage>
  );
}
