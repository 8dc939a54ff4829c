import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut, signOutEverywhere } from '../api/session';
import { refusalText } from '../api/staff-api';
import { useStaffText } from '../strings';

export function useSignOut() {
  const navigate = useNavigate();
  return async (everywhere: boolean) => {
    const signedOut = everywhere ? String(await signOutEverywhere()) : (await signOut(), 'this');
    // The sign-in page forgets the token and the cache as it opens (sign-in-page.tsx).
    await navigate(`/staff/sign-in?${new URLSearchParams({ signedOut })}`, { replace: true });
  };
}

// Signing out ends this tab's session at the server; "everywhere" ends every session of this person (another
// counter, a lost tablet). A failure says so and keeps the person where they are.
export function SignOutButtons() {
  const { text } = useStaffText();
  const signOutNow = useSignOut();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (everywhere: boolean) => {
    setBusy(true);
    setFailed(null);
    try {
      await signOutNow(everywhere);
    } catch (error) {
      setFailed(refusalText(error));
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" disabled={busy} onClick={() => void run(false)} className="rounded border-2 border-slate-700 px-3 py-1 font-medium hover:bg-slate-100 disabled:opacity-60">
        {text('signOut.one')}
      </button>
      <button type="button" disabled={busy} onClick={() => void run(true)} className="rounded border-2 border-slate-700 px-3 py-1 font-medium hover:bg-slate-100 disabled:opacity-60">
        {text('signOut.everywhere')}
      </button>
      {failed ? <p role="alert" className="w-full text-red-800">{failed}</p> : null}
    </div>
  );
}
