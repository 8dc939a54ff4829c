import { useEffect, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';

const linkLook = 'text-blue-900 underline underline-offset-2 hover:text-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400';

export interface CancelTexts {
  /** The button that opens the question (取消申请). */
  cancel: string;
  question: string;
  /** Confirms: the application is cancelled. */
  confirm: string;
  /** Closes the question; nothing changes. */
  keep: string;
}

// "Cancel the application" behind a confirmation question, the same on every flow screen whose state accepts
// application.cancelled (the review, signing, delivery, the return, the order's failure, an unpaid order). The
// question takes the focus when it opens; only its confirm button sends the event.
export function CancelApplication({ screenActor, texts, hidden = false, className = 'mt-8' }: {
  screenActor: AnyActorRef;
  texts: CancelTexts;
  /** While a call runs the question is not offered. */
  hidden?: boolean;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
  }, [asking]);
  if (hidden) return null;
  return (
    <div className={className}>
      {!asking ? (
        <button type="button" className={linkLook} onClick={() => setAsking(true)}>{texts.cancel}</button>
      ) : (
        <div ref={questionRef} tabIndex={-1} role="group" aria-labelledby="cancel-question" className="rounded border-2 border-red-700 p-4 outline-none focus:ring-4 focus:ring-amber-400">
          <p id="cancel-question" className="mb-4 font-semibold text-slate-900">{texts.question}</p>
          <div className="flex flex-wrap gap-4">
            <button
              type="button"
              onClick={() => screenActor.send({ type: 'application.cancelled' })}
              className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 focus:outline-none focus:ring-4 focus:ring-amber-400"
            >
              {texts.confirm}
            </button>
            <button type="button" className={linkLook} onClick={() => setAsking(false)}>{texts.keep}</button>
          </div>
        </div>
      )}
    </div>
  );
}
