import { cloneElement, lazy, Suspense, useEffect, useRef, type MouseEvent, type ReactElement } from 'react';
import type { ConfirmDialogBoxProps } from './confirm-dialog-box';
import { whenIdle } from './when-idle';

const loadBox = () => import('./confirm-dialog-box');
const ConfirmDialogBox = lazy(loadBox);

export interface ConfirmDialogProps extends Omit<ConfirmDialogBoxProps, 'returnFocusTo'> {
  open: boolean;
  /** The button that asks the question; it gets the focus back when the dialog closes. */
  trigger: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
}

// A destructive step behind a question (logout, deleting a draft, cancelling or deleting an order): an alert
// dialog that says what happens, with the way out as easy to reach as the way on. The page shows the button at
// once; the dialog's code (Radix) arrives after the page has shown, and is waited for only if asked before.
export function ConfirmDialog({ open, onOpenChange, trigger, ...box }: ConfirmDialogProps) {
  const triggerRef = useRef<HTMLElement>(null);
  useEffect(() => whenIdle(() => void loadBox()), []);
  const button = cloneElement(trigger, {
    ref: triggerRef,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: (event: MouseEvent) => {
      trigger.props.onClick?.(event);
      if (!event.defaultPrevented) onOpenChange(true);
    },
  } as Partial<typeof trigger.props>);
  return (
    <>
      {button}
      {open ? (
        <Suspense fallback={null}>
          <ConfirmDialogBox onOpenChange={onOpenChange} returnFocusTo={triggerRef} {...box} />
        </Suspense>
      ) : null}
    </>
  );
}
