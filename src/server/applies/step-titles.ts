import { stepNames } from '../../domain/step-titles.ts';
import type { Localized } from '../http/language.ts';
import type { StepName } from './body.ts';

/** The steps as the flow's screens name them (the domain's step names), for completeApply's message. */
export const stepTitles: Record<StepName, Localized> = stepNames;
