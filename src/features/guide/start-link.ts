import { pathOf } from '../../lib/route-paths';
import type { GuideRecommendation } from '../../domain/visa-guide';

/**
 * The way into the flow with the guide's whole recommendation (decision 086): the purpose and visa type fill the
 * first step, the product the product step, so nothing recommended has to be chosen again.
 */
export const guideStartPath = (recommendation: GuideRecommendation): string =>
  pathOf('choiceVisaType', { purpose: recommendation.flowPurpose, visaType: recommendation.visaTypeId, product: recommendation.productId });
