import { isSandbox } from '../flow/sandbox';
import { usePayText } from './strings';

// The payment screen's label tells how to pay in the sandbox; once paid, that advice (confirm or decline on the
// phone page) no longer applies, so the paid page only says that no real money moved.
export function SandboxLabel({ paid = false }: { paid?: boolean }) {
  const text = usePayText();
  if (!isSandbox()) return null;
  return <p className="mb-6 border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-900">{text(paid ? 'sandboxPaid' : 'sandbox')}</p>;
}
