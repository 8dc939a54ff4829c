import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { whenIdle } from '../when-idle';
import { catalogueText } from '../../api/catalogue-messages';
import { getLanguage } from '../../lib/language';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { prefetch(): void };

/**
 * A react-hook-form resolver over a src/domain schema that loads the schema (and zod with it) only when asked: a form
 * needs its rules when it is first checked, not to appear. `useRulesAfterShowing` fetches them once the page has
 * shown; a check that comes first waits for them. The schema is the same one the server parses bodies with.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => (loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
    .then(([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>)
    .catch((error: unknown) => {
      // Offline for a moment: the next check tries again.
      loaded = undefined;
      throw error;
    }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let rules: Resolver<Input, unknown, Output>;
    try {
      rules = await load();
    } catch {
      // Offline, or the files gone with a new release: the form says so at its top (the error summary) and keeps
      // everything typed; the next check tries again. Thrown, the press would have done nothing at all.
      const message = catalogueText('network', getLanguage());
      return { values: {}, errors: { root: { server: { type: 'rulesUnavailable', message } } } } as never;
    }
    return rules(values, context, options);
  };
  return Object.assign(resolver, { prefetch: () => void load().catch(() => {}) });
}

/** Fetches a form's rules when the browser is idle after the page has shown. */
export function useRulesAfterShowing(resolver: { prefetch(): void }) {
  useEffect(() => whenIdle(resolver.prefetch), [resolver]);
}
