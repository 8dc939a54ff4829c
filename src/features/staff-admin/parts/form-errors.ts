import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiFailure } from '../../../api/client';
import { fieldError } from '../../../ui/form/text-field';
import { useFormErrors, type SummaryItem } from '../../../ui/form/use-form-errors';

/**
 * The portal's form errors (useFormErrors) for forms with nested fields — a text in three languages (`title.en`), a
 * contact (`contact.email`), a table's cells (`days.3.date`): the shared summary reads top-level fields only, so
 * these forms list their lines here, each message once, linked to the first field that has it.
 */
export function useAdminFormErrors<T extends FieldValues, O extends FieldValues>(form: UseFormReturn<T, unknown, O>, fields: readonly string[], idPrefix: string) {
  const base = useFormErrors(form, fields as readonly Path<T>[], idPrefix);
  const [shown, setShown] = useState(false);
  const { reveal: baseReveal, applyFailure: baseApply } = base;
  const reveal = useCallback(() => {
    setShown(true);
    baseReveal();
  }, [baseReveal]);
  const applyFailure = useCallback((failure: ApiFailure, rename?: Record<string, string>) => {
    setShown(true);
    baseApply(failure, rename);
  }, [baseApply]);

  const items: SummaryItem[] = [];
  if (shown) {
    const root = (form.formState.errors.root as { server?: { message?: string } } | undefined)?.server?.message;
    if (root) items.push({ message: root });
    for (const field of fields) {
      const message = fieldError(form, field as Path<T>);
      if (message && !items.some((item) => item.message === message)) items.push({ field, message });
    }
  }
  return { ...base, items, onInvalid: reveal, reveal, applyFailure };
}
