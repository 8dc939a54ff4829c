import { z } from 'zod';
import { rule } from '../parts/rule-messages';

/** The center select's value for "every center" (the contract's null). */
export const ALL_CENTERS = 'all';

const webhookUrl = z.string().trim().max(2000, rule('tooLong')).transform((url) => url || null);

export const newIntegrationSchema = z.object({
  name: z.string().trim().min(1, rule('required')).max(100, rule('tooLong')),
  centerId: z.string().min(1, rule('chooseCenter')).transform((id) => (id === ALL_CENTERS ? null : id)),
  webhookUrl,
});

export const webhookUrlSchema = z.object({ webhookUrl });
