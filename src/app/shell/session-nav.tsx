import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../lib/route-paths';
import { useStoredSession } from '../../lib/session-hooks';

// The header's account links: log in and register for a visitor, the personal center once signed in
// (logging out is there, behind its confirmation).
export function SessionNav() {
  const { t } = useTranslation();
  const session = useStoredSession();
  if (session.isLogin) {
    const who = session.userInfo?.name ?? (session.userInfo?.agencyName as string | null | undefined) ?? (session.userInfo?.mobile as string | null | undefined);
    return (
      <>
        {session.todoCount > 0 ? (
          <Link to={pathOf('applyTodoList')} className="rounded px-2 py-1 text-sm font-medium text-blue-900 hover:underline">
            {`${t('route.applyTodoList')} (${session.todoCount})`}
          </Link>
        ) : null}
        <Link to={pathOf('center')} className="rounded bg-blue-900 px-3 py-1 text-sm font-medium text-white hover:bg-blue-800">
          {t('route.center')}
          {who ? <span className="sr-only">{` (${who})`}</span> : null}
        </Link>
      </>
    );
  }
  return (
    <>
      <Link to={pathOf('login')} className="rounded px-2 py-1 text-sm font-medium text-blue-900 hover:underline">
        {t('nav.login')}
      </Link>
      <Link to={pathOf('register')} className="rounded bg-blue-900 px-3 py-1 text-sm font-medium text-white hover:bg-blue-800">
        {t('nav.register')}
      </Link>
    </>
  );
}
