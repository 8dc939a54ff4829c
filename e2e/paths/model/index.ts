// The whole page model, one file per area (decision 021). A state missing here is reported as unreachable.
import { applicantStates } from './applicants';
import { confirmationStates } from './confirmation';
import { deliveryStates } from './delivery';
import { documentsStates } from './documents';
import { paymentStates } from './payment';
import type { PageModel } from './types';
import { visaStates } from './visa';
import { visaDataStates } from './visa-data';

export const pageModel: PageModel = {
  ...visaStates,
  ...applicantStates,
  ...documentsStates,
  ...confirmationStates,
  ...deliveryStates,
  ...paymentStates,
  ...visaDataStates,
};
