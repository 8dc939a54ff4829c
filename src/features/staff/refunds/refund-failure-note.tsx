import { useStaffText } from '../strings';
import { refundFailureOf } from './refund-failures';

/** A failed refund's reason in words, the gateway's code below it in small print for the provider's support (a long
 * one, such as "gateway unavailable: …", wraps at its spaces; a code is never cut in two). */
export function RefundFailureNote({ lastError, className }: { lastError: string; className: string }) {
  const { text } = useStaffText();
  const failure = refundFailureOf(lastError);
  return (
    <span className={`block ${className}`}>
      {text(`refunds.failure.${failure.kind}`)}
      <span className="block break-words font-mono text-xs text-slate-700">{text('refunds.failureCode', { code: failure.code })}</span>
    </span>
  );
}
