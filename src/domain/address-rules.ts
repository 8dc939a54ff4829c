import { z } from 'zod';
import { ADDRESS_CONTACT_MAX, ADDRESS_DETAIL_MAX } from './constants.ts';
import { mobileSchema } from './account-rules.ts';
import { REGION_CODE_PATTERN } from './form-fields.ts';

// A saved address (spec §2 address form), written once for the form and the server. The phone takes the account's
// mobile rule: the courier texts the contact about the pickup and the delivery (decision 037).

const region = z.string({ error: 'addressRegion' }).regex(REGION_CODE_PATTERN, { error: 'addressRegion' });

export const savedAddressSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  contact: z.string({ error: 'addressContact' }).trim().min(1, { error: 'addressContact' }).max(ADDRESS_CONTACT_MAX, { error: 'addressContact' }),
  phone: mobileSchema,
  provinceCode: region,
  cityCode: region,
  districtCode: region,
  detail: z.string({ error: 'addressDetail' }).trim().min(1, { error: 'addressDetail' }).max(ADDRESS_DETAIL_MAX, { error: 'addressDetail' }),
  isDefault: z.boolean().optional(),
});

export type SavedAddressValues = z.input<typeof savedAddressSchema>;
