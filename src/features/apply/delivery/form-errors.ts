import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

// The delivery and return forms check with the domain's rules (zod, the server's own) plus rules about what the
// screen shows; both give message keys by field. These helpers turn them into react-hook-form errors.

export type FieldErrorsOf<T> = Partial<Record<keyof T & string, string>>;

/** First message per field; an issue without a path belongs to the whole form (`_`). */
export function issuesToErrors<T>(issues: readonly { path: readonly PropertyKey[]; message: string }[], rename: (path: string) => string = (p) => p): FieldErrorsOf<T> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = rename(issue.path.length ? issue.path.map(String).join('.') : '_');
    errors[name] ??= issue.message;
  }
  return errors as FieldErrorsOf<T>;
}

/** A resolver over a check that answers message keys (the fields show them through messageOf). */
export function resolverOf<T extends FieldValues>(check: (values: T) => Record<string, string | undefined>): Resolver<T> {
  return (values) => {
    const found = Object.entries(check(values)).filter((entry): entry is [string, string] => entry[1] !== undefined);
    if (!found.length) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of found) errors[field] = { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
