import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiFailure } from '../../api/client';
import { notifier } from '../../lib/notifier';
import { cataloguesRegistered, messageOf, onMessagesRegistered } from './messages';

export interface SummaryItem {
  /** The field the message is about (the summary links to it); none for a message about the whole form. */
  field?: string;
  message: string;
}

/**
 * The GOV.UK error habits for one form: after a failed submit, a summary at the top (focused, linking to
 * each field, in field order), the message beside each field, server field errors (`fields` of a code-400
 * answer) placed on the fields they name. Nothing the user typed is touched.
 */
export function useFormErrors<T extends FieldValues, O extends FieldValues>(form: UseFormReturn<T, unknown, O>, fields: readonly Path<T>[], idPrefix: string) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const focusPending = useRef(false);
  const { errors } = form.formState;
  // Rendered again when a catalogue of rule messages arrives, so a check made before it shows texts, not keys.
  useSyncExternalStore(onMessagesRegistered, cataloguesRegistered);

  // react-hook-form calls onInvalid before it publishes the errors, so the summary may appear a render
  // later than the request to focus it: the request waits for it.
  useEffect(() => {
    if (focusPending.current && summaryRef.current) {
      focusPending.current = false;
      summaryRef.current.focus();
    }
  });

  const reveal = useCallback(() => {
    focusPending.current = true;
    setShown(true);
  }, []);

  // A server's word answered what was typed then: once the person changes a field it no longer holds ("this number
  // is already registered" above a new number), so the field's server error goes, and so does a word about the
  // whole form; the fields' own rules speak for the new values at the next check (issue 38 item 8). Only the
  // person's typing counts: a form resetting a field after a failure must not wipe the failure's message.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (!name || type !== 'change') return;
      if (form.getFieldState(name as Path<T>).error?.type === 'server') form.clearErrors(name as Path<T>);
      if (form.formState.errors.root?.server) form.clearErrors('root.server' as Path<T>);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  /** A new submission starts: the server's words about the last one go (the fields' own rules are checked anew). */
  const clearServerErrors = useCallback(() => {
    for (const field of fields) {
      if (form.getFieldState(field).error?.type === 'server') form.clearErrors(field);
    }
    form.clearErrors('root.server' as Path<T>);
  }, [fields, form]);

  const items = summaryItems(fields, errors as Record<string, { message?: string } | undefined>, messageOf);
  const rootMessage = errors.root?.server?.message;
  if (rootMessage) items.unshift({ message: rootMessage });

  /** Places a failed call's messages on the form; `rename` maps the server's field names to the form's. */
  const applyFailure = useCallback((failure: ApiFailure, rename: Record<string, string> = {}) => {
    // Network, timeout and session failures stay in the site-wide message: they are not about this form.
    if (failure.kind !== 'business') return;
    let placed = 0;
    for (const [name, message] of Object.entries(failure.fields ?? {})) {
      const field = (rename[name] ?? name) as Path<T>;
      if (!fields.includes(field)) continue;
      form.setError(field, { type: 'server', message });
      placed += 1;
    }
    if (!placed) form.setError('root.server', { type: 'server', message: failure.msg });
    // The message now stands in the form, where it belongs; the same words in a toast would be read twice.
    notifier.closeAll();
    reveal();
  }, [fields, form, reveal]);

  return {
    summaryRef,
    items: shown ? items : [],
    idOf: (field: string) => `${idPrefix}-${field}`,
    onInvalid: reveal,
    reveal,
    applyFailure,
    clearServerErrors,
  };
}

/**
 * The summary's lines in field order, each message once: fields that share one rule (province, city and district
 * of an address) would otherwise list the same words several times; the line links to the first of them, and
 * each field still shows the message beside it.
 */
export function summaryItems(fields: readonly string[], errors: Record<string, { message?: string } | undefined>, text: (message: string) => string): SummaryItem[] {
  return fields.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message: text(message) }] : [];
  }).filter((item, index, items) => items.findIndex((other) => other.message === item.message) === index);
}

/** What a helper outside the form (the code sender) may do with its errors. */
export interface FormErrors {
  reveal(): void;
  applyFailure(failure: ApiFailure, rename?: Record<string, string>): void;
  /** Called as a new submission (a code send) starts. */
  clearServerErrors(): void;
}
