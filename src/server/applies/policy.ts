import { MAX_APPLICANTS_PER_ORDER } from '../../domain/constants.ts';

/**
 * How many applications in progress may give one mobile number as their contact (decision 014). The center
 * texts that number about each of them; one family order of five on one phone is the largest honest case,
 * so the limit is the order size. Finished applications (issued, refused, cancelled) free their place.
 */
export const MOBILE_APPLICATION_LIMIT = MAX_APPLICANTS_PER_ORDER;
