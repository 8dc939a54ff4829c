import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../domain/route-names';
import { pathOf, type RouteParams } from '../../lib/route-paths';
import { getSessionActor } from '../../lib/session-actor';
import { useStoredSession } from '../../lib/session-hooks';
import { useAccountCounts } from './api/account';
import { useCenterCounts } from './api/center';
import { FormPage } from '../../ui/form/form-page';
import { LogoutButton } from './logout-dialog';

const contactLinks: readonly RouteName[] = ['changePhone', 'changeEmail', 'changePsd'];
const card = 'block h-full rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-900 hover:shadow focus:outline-none focus:ring-4 focus:ring-amber-400';
const link = 'text-blue-900 underline underline-offset-2 focus:outline-none focus:ring-4 focus:ring-amber-400';

function Entry({ route, params, title, detail }: { route: RouteName; params?: RouteParams; title: string; detail?: string }) {
  return (
    <li>
      <Link to={pathOf(route, params)} className={card}>
        <span className="block text-lg font-semibold text-blue-900">{title}</span>
        {detail ? <span className="mt-1 block text-slate-700">{detail}</span> : null}
      </Link>
    </li>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-bold text-blue-950">{title}</h2>
      {children}
    </section>
  );
}

// The personal center (spec §2): messages with the unread count, orders by tab, to-do applications, saved
// addresses, invoice titles, feedback, settings and the contact data, logout behind a question. The badges come
// from their own calls; unread and to-do are kept with the session (§3).
export function CenterPage() {
  const { t } = useTranslation();
  const session = useStoredSession();
  const counts = useAccountCounts();
  const more = useCenterCounts().data;
  const user = session.userInfo;
  const who = (user?.agencyName as string | null | undefined) ?? user?.name ?? (user?.mobile as string | null | undefined) ?? (user?.email as string | null | undefined) ?? '';

  useEffect(() => {
    if (counts.data) getSessionActor().send({ type: 'session.updated', patch: counts.data });
  }, [counts.data]);

  const unread = counts.data?.unreadCount ?? session.unreadCount;
  const todo = counts.data?.todoCount ?? session.todoCount;
  return (
    <FormPage wide>
      <p className="mb-2 text-lg text-slate-800">{t('account.center.welcome', { name: who })}</p>
      <Section id="center-messages" title={t('account.center.inbox')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          <Entry route="userMsg" title={t('route.userMsg')} detail={t('account.center.unread', { count: unread })} />
          <Entry route="applyTodoList" title={t('route.applyTodoList')} detail={t('account.center.todo', { count: todo })} />
        </ul>
      </Section>
      <Section id="center-orders" title={t('route.orderList')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          <Entry route="orderList" title={t('account.center.ordersAll')} />
          <Entry
            route="orderList" params={{ tab: 'inProgress' }} title={t('account.center.ordersInProgress')}
            detail={more ? t('account.center.orderCount', { count: more.inProgress }) : undefined}
          />
          <Entry
            route="orderList" params={{ tab: 'finished' }} title={t('account.center.ordersFinished')}
            detail={more ? t('account.center.orderCount', { count: more.finished }) : undefined}
          />
        </ul>
      </Section>
      <Section id="center-services" title={t('account.center.services')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {/* An agency's own page: its certificate and its orders by client (decision 040). */}
          {user?.kind === 'travelAgency' ? <Entry route="TravelAgencyIdentity" title={t('route.TravelAgencyIdentity')} /> : null}
          <Entry route="address" title={t('route.address')} detail={more ? t('account.center.addressCount', { count: more.addresses }) : undefined} />
          <Entry route="invoiceList" title={t('account.center.invoices')} detail={t('account.center.invoicesDetail')} />
          <Entry route="feedback" title={t('route.feedback')} detail={t('account.center.feedbackDetail')} />
          <Entry route="setting" title={t('route.setting')} detail={t('account.center.settingDetail')} />
        </ul>
      </Section>
      <Section id="center-account" title={t('account.center.account')}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {contactLinks.map((name) => (
            <li key={name}><Link to={pathOf(name)} className={link}>{t(`route.${name}`)}</Link></li>
          ))}
        </ul>
      </Section>
      <div className="mt-10 border-t border-slate-200 pt-6">
        <LogoutButton />
      </div>
    </FormPage>
  );
}

/** The customer center's name leads to the personal center (decision 037). */
export function ToCenter() {
  return <Navigate to={pathOf('center')} replace />;
}
