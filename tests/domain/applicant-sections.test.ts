import { describe, expect, it } from 'vitest';
import {
  APPLY_STEPS, STEP_SECTIONS, sectionsOfStepValue, soleSectionOf, stepOfSection, stepPathOf, stepsIn, stepValueOf, withStepValue,
} from '../../src/domain/applicant-sections';
import { applicantStepSchemas } from '../../src/domain/applicant-steps';
import type { components } from '../../src/api/schema.gen';

type Section = keyof components['schemas']['ApplicantData'];
// Every section of the contract's ApplicantData; the compiler refuses this list when the contract gains or loses one.
const CONTRACT_SECTIONS = {
  passport: 1, idCard: 1, minorExemption: 1, photoFileId: 1, bankCard: 1, personal: 1, contact: 1, family: 1,
  educationJob: 1, visit: 1, invitation: 1, cost: 1, helper: 1,
} satisfies Record<Section, 1>;

describe('the step → sections table', () => {
  it('names each contract section in exactly one step, and every step the domain has a schema for', () => {
    const listed = APPLY_STEPS.flatMap((step) => STEP_SECTIONS[step]);
    expect([...listed].sort()).toEqual(Object.keys(CONTRACT_SECTIONS).sort());
    expect([...APPLY_STEPS].sort()).toEqual(Object.keys(applicantStepSchemas()).sort());
    for (const section of listed) expect(STEP_SECTIONS[stepOfSection(section)!]).toContain(section);
    expect(stepOfSection('nothing')).toBeUndefined();
  });

  it('reads a step value from the sections and writes it back', () => {
    const family = { marital: 'single' };
    expect(sectionsOfStepValue('family', family)).toEqual({ family });
    expect(stepValueOf('family', { family })).toEqual(family);
    expect(stepValueOf('family', {})).toEqual({});
    const last = { invitation: { a: 1 }, cost: { cost: 'self' } };
    expect(sectionsOfStepValue('invitationCostHelper', last)).toEqual(last);
    expect(stepValueOf('invitationCostHelper', last)).toEqual({ ...last, helper: {} });
    expect(stepValueOf('documents', { passport: { n: 1 }, personal: {} })).toEqual({
      passport: { n: 1 }, idCard: undefined, minorExemption: undefined, photoFileId: undefined, bankCard: undefined,
    });
    expect(stepsIn({ visit: {}, passport: {}, cost: {} })).toEqual(['documents', 'visit', 'invitationCostHelper']);
  });

  it('lays a checked step over the stored sections, dropping a documents section the value leaves out', () => {
    const stored = { idCard: { no: 'x' }, personal: { a: 1 } };
    expect(withStepValue('documents', stored, { minorExemption: { f: 'c' } })).toEqual({ minorExemption: { f: 'c' }, personal: { a: 1 } });
    expect(withStepValue('personal', stored, { a: 2 })).toEqual({ idCard: { no: 'x' }, personal: { a: 2 } });
  });

  it('names server paths as the form of the step names them', () => {
    expect(soleSectionOf('visit')).toBe('visit');
    expect(soleSectionOf('documents')).toBeUndefined();
    expect(stepPathOf('visit', 'visit.companions.0.surname')).toBe('companions.0.surname');
    expect(stepPathOf('invitationCostHelper', 'cost.cost')).toBe('cost.cost');
    expect(stepPathOf('documents', 'passport.passportNum')).toBe('passport.passportNum');
  });
});
