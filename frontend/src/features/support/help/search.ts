import { z } from 'zod';
import { HelpLimits } from '@coverline/contracts';

/** The help center's search, kept in the address so a search can be shared and gone back to. */
export const helpSearchSchema = z.object({
  q: z.string().trim().max(HelpLimits.queryMax).optional().catch(undefined),
});
export type HelpSearch = z.infer<typeof helpSearchSchema>;
