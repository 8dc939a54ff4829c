import { describe, expect, it } from 'vitest';
import { STAY_TIERS, URGENT_REVIEW_WORKING_DAYS } from '../../src/domain/constants.ts';
import { visaTypes } from '../../src/server/db/seed/data/visa-types.ts';
import { visaProducts } from '../../src/server/db/seed/data/visa-products.ts';
import { permanentCategories } from '../../src/server/db/seed/data/permanent.ts';
import { consulateFeeUsd, statutoryConsulateFeeUsd } from '../../src/server/db/seed/data/fees.ts';
import { PURPOSE_KEYS } from '../../src/server/db/seed/data/types.ts';

describe('visa types', () => {
  it('use real codes, a known purpose and a known stay tier', () => {
    for (const t of visaTypes) {
      expect(t.code).toMatch(/^[A-H]-\d{1,2}(-\d{1,2})?$/);
      expect(PURPOSE_KEYS).toContain(t.purpose);
      expect(STAY_TIERS).toContain(t.stayTier);
      expect(t.name.en.startsWith(t.code)).toBe(true);
    }
  });

  it('include the short-stay C-3 types of the brief with their purposes', () => {
    const purposeOf = (code: string) => visaTypes.find((t) => t.code === code)?.purpose;
    expect(purposeOf('C-3-9')).toBe('tourismTransit');
    expect(purposeOf('C-3-3')).toBe('medicalTourism');
    expect(purposeOf('C-3-4')).toBe('shortTermBusiness');
    expect(purposeOf('C-3-1')).toBeDefined();
    expect(purposeOf('F-1')).toBe('visitingRelatives');
    expect(purposeOf('D-2')).toBe('studyTraining');
  });

  it('each have at least one product', () => {
    for (const t of visaTypes) expect(visaProducts.some((p) => p.visaTypeId === t.id), t.id).toBe(true);
  });
});

describe('visa products', () => {
  it('reference existing types', () => {
    const typeIds = new Set(visaTypes.map((t) => t.id));
    for (const p of visaProducts) expect(typeIds.has(p.visaTypeId), p.id).toBe(true);
  });

  it('match the statutory fee table: 40 single ≤90 days, 60 single >90 days, 70 double, 90 multiple', () => {
    expect(statutoryConsulateFeeUsd).toEqual({ singleLe90: 40, singleGe91: 60, double: 70, multiple: 90 });
    for (const p of visaProducts) {
      const expected = p.entries === 'double' ? 70 : p.entries === 'multiple' ? 90 : p.stayDays <= 90 ? 40 : 60;
      expect(p.consulateFeeUsd, p.id).toBe(expected);
      expect(consulateFeeUsd(p.entries, p.stayDays)).toBe(expected);
    }
  });

  it('have the validity of their entries: single 3 months, double 6 months, multiple 5 years', () => {
    const months = { single: 3, double: 6, multiple: 60 } as const;
    for (const p of visaProducts) expect(p.validityMonths, p.id).toBe(months[p.entries]);
  });

  it('agree with their type stay tier', () => {
    for (const p of visaProducts) {
      const type = visaTypes.find((t) => t.id === p.visaTypeId);
      if (type?.stayTier === 'le90') expect(p.stayDays, p.id).toBeLessThanOrEqual(90);
      if (type?.stayTier === 'ge91') expect(p.stayDays, p.id).toBeGreaterThan(90);
    }
  });

  it('urgent handling is 3 working days and faster than normal where offered', () => {
    for (const p of visaProducts) {
      expect(p.urgentWorkingDays).toBe(URGENT_REVIEW_WORKING_DAYS);
      if (p.urgentAvailable) expect(p.normalWorkingDays).toBeGreaterThan(p.urgentWorkingDays);
    }
    expect(visaProducts.some((p) => p.urgentAvailable)).toBe(true);
  });
});

describe('long-stay categories', () => {
  it('list the residence statuses with unique codes', () => {
    const codes = permanentCategories.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['F-2', 'F-4', 'F-5', 'F-6', 'D-2', 'E-7']));
    expect(new Set(codes).size).toBe(codes.length);
  });
});
