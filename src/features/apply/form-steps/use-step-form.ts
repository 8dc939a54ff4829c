import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { isStepDone, type ApplicantData, type FormStep } from '../../../../machines/application/applicant-data';
import type { ApplicantContext } from '../../../../machines/application/applicant.machine';
import { getSession } from '../../../lib/session';
import { applicantStepSchemas } from '../../../domain/applicant-steps';
import type { KnownFacts } from '../../../domain/prefill-rules';
import { chinaDate } from '../../../domain/dates';
import { notifier } from '../../../lib/notifier';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { deviceStore, readTyped, restoreTyped, useKeepTyping } from '../../../ui/form/kept-typing';
import { stepTypingKey } from './step-typing-key';
import { prefillOf } from './prefill';
import { formPathOf, isFieldOf, saveStep } from './save-step';
import { stepTemplates } from './step-templates';
import { toFormValues, toStepInput } from './step-values';

/** Earlier applicants of the order (those before this one in the task list), with what they saved. */
function earlierOf(props: FlowScreenProps, applicantId: string): ApplicantData[] {
  const applicants = props.actor.getSnapshot().context.applicants;
  const index = applicants.findIndex((a) => a.applicantId === applicantId);
  return (index < 0 ? applicants : applicants.slice(0, index)).map((a) => a.data);
}

/** What the order and the account already say about this applicant: the visa choice, 本人 or not, the account's contact. */
function factsOf(props: FlowScreenProps, applicantId: string): KnownFacts {
  const { visaType, applicants } = props.actor.getSnapshot().context;
  const user = getSession().userInfo;
  return {
    visaType,
    relation: applicants.find((a) => a.applicantId === applicantId)?.relation,
    account: user ? { mobile: user.mobile, email: user.email } : null,
    accountKind: user?.kind,
  };
}

/**
 * One form step: react-hook-form over the step's domain schema (the contract's shape), starting from the
 * applicant's saved answer or the prefill, with whatever was typed before a reload on top; what is typed is
 * kept in localStorage until the step is saved.
 */
export function useStepForm(step: FormStep, props: FlowScreenProps) {
  const [search] = useSearchParams();
  const context = props.screenActor.getSnapshot().context as ApplicantContext;
  const key = stepTypingKey(search.get('draft'), context.applicantId, step);
  const template = stepTemplates[step];

  const [start] = useState(() => {
    const prefill = prefillOf(step, context.data, earlierOf(props, context.applicantId), factsOf(props, context.applicantId));
    const values = toFormValues(prefill, template);
    return { values: restoreTyped(values, readTyped(deviceStore(), key)), prefilled: !isStepDone(context.data, step) && Object.keys(prefill).length > 0 };
  });

  const resolver = useMemo(() => {
    const schemas = applicantStepSchemas({ today: chinaDate(new Date()), passportExpiry: passportExpiryOf(context.data) });
    const check = zodResolver(schemas[step] as unknown as z.ZodType<FieldValues, FieldValues>);
    const resolve: Resolver<FieldValues> = (values, resolverContext, options) => check(toStepInput(values), resolverContext, options);
    return resolve;
  }, [step, context.data]);

  const form = useForm<FieldValues>({ defaultValues: start.values, resolver, shouldFocusError: false });

  // Never written after the step was saved: the saved answer is the one to come back to.
  const forgetTyped = useKeepTyping(form, key);

  /**
   * Saves the step on the server, then forgets the typing and lets the machine move on. A refusal puts the
   * server's messages on the fields (or above the form) and answers false; nothing typed is touched.
   */
  const finish = async (data: FieldValues): Promise<boolean> => {
    const owner = { applicantId: context.applicantId, applyId: (props.screenActor.getSnapshot().context as ApplicantContext).applyId ?? null };
    const result = await saveStep(props.actor.getSnapshot().context, search.get('draft'), owner, step, data);
    if (!result.ok) {
      // Network, timeout and session failures are already on screen (the catalogue): not about this form.
      if (result.kind !== 'business') return false;
      // A message about a field this form does not show (the visa choice, another step) stands above the form.
      const fields = Object.entries(result.fields ?? {}).map(([path, message]) => [formPathOf(step, path), message] as const);
      const own = fields.filter(([path]) => isFieldOf(stepTemplates[step], path));
      for (const [path, message] of own) form.setError(path, { type: 'server', message });
      if (own.length < fields.length || !fields.length) form.setError('root.server', { type: 'server', message: result.msg });
      notifier.closeAll();
      return false;
    }
    forgetTyped();
    props.screenActor.send({ type: 'step.saved', step, data, applyId: result.data.id });
    return true;
  };

  return { form, finish, prefilled: start.prefilled, template, data: context.data };
}

const passportExpiryOf = (data: ApplicantData): string | undefined => {
  const expiry = data.sections.passport?.issuancePeriod;
  return typeof expiry === 'string' ? expiry : undefined;
};
