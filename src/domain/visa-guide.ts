// "Which visa do I need" (issue 16 item 5, decision 040): four questions and the visa type and product of the
// seeded catalogue they point to, with the reason each answer gave. Pure, so the page and the tests read one rule.

export const GUIDE_PURPOSES = ['tourism', 'business', 'meeting', 'medical', 'family', 'marriage', 'study', 'work'] as const;
export const GUIDE_STAYS = ['le90', 'gt90'] as const;
export const GUIDE_NATIONALITIES = ['chinese', 'foreignResident'] as const;
export const GUIDE_VISITS = ['never', 'before'] as const;

export interface GuideAnswers {
  purpose: (typeof GUIDE_PURPOSES)[number];
  stay: (typeof GUIDE_STAYS)[number];
  nationality: (typeof GUIDE_NATIONALITIES)[number];
  visits: (typeof GUIDE_VISITS)[number];
}

/** A reason is a text key of the guide's strings: `reason.<key>`. */
export interface GuideRecommendation {
  visaTypeId: string;
  /** The visa type's purpose as the visa type step lists it (visit-form PURPOSES). */
  flowPurpose: string;
  productId: string;
  reasons: { purpose: string; stay: string; nationality: string; visits: string };
}

/** Short-stay purposes: type, its purpose on the visa type step, and whether it has a multiple-entry product. */
const SHORT: Record<string, { type: string; flowPurpose: string; multiple: boolean }> = {
  tourism: { type: 'c-3-9', flowPurpose: 'tourismTransit', multiple: true },
  business: { type: 'c-3-4', flowPurpose: 'shortTermBusiness', multiple: true },
  meeting: { type: 'c-3-1', flowPurpose: 'meeting', multiple: true },
  medical: { type: 'c-3-3', flowPurpose: 'medicalTourism', multiple: false },
  family: { type: 'c-3-1', flowPurpose: 'meeting', multiple: true },
};

/** Long-stay purposes: one single-entry product each (the seeded long-stay visas). */
const LONG: Record<string, { type: string; flowPurpose: string }> = {
  family: { type: 'f-1', flowPurpose: 'visitingRelatives' },
  marriage: { type: 'f-6', flowPurpose: 'marriageImmigration' },
  study: { type: 'd-2', flowPurpose: 'studyTraining' },
  work: { type: 'e-7', flowPurpose: 'employment' },
};

export function recommendVisa(answers: GuideAnswers): GuideRecommendation {
  const long = LONG[answers.purpose] && (answers.stay === 'gt90' || !SHORT[answers.purpose]);
  const nationality = answers.nationality === 'foreignResident' ? 'foreignResident' : 'chinese';
  if (long) {
    const { type, flowPurpose } = LONG[answers.purpose]!;
    return {
      visaTypeId: `type-${type}`, flowPurpose, productId: `product-${type}-single`,
      reasons: { purpose: `purpose.${answers.purpose}`, stay: answers.stay === 'gt90' ? 'stay.longStatus' : 'stay.statusDecides', nationality, visits: 'visits.longSingle' },
    };
  }
  const { type, flowPurpose, multiple } = SHORT[answers.purpose]!;
  const entries = answers.visits === 'before' ? (multiple ? 'multiple' : 'double') : 'single';
  return {
    visaTypeId: `type-${type}`, flowPurpose, productId: `product-${type}-${entries}`,
    reasons: {
      purpose: `purpose.${answers.purpose}`,
      stay: answers.stay === 'gt90' ? 'stay.shortOnly' : 'stay.short',
      nationality,
      visits: `visits.${entries}`,
    },
  };
}
