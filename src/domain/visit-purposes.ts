// The purposes of a visit (contract enum), apart from the visit step's rules: the visa type step offers them and
// must not build the visit and passport schemas to do so.
export const PURPOSES = [
  'tourismTransit', 'meeting', 'medicalTourism', 'shortTermBusiness', 'studyTraining', 'employment',
  'tradeInvestmentPosting', 'visitingRelatives', 'marriageImmigration', 'diplomaticOfficial', 'other',
] as const;
