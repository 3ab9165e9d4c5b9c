import * as z from 'zod/mini';
import { HelpLimits } from '@coverline/contracts';
import { optionalParam, textValue } from '../../../lib/search';

/**
 * The help center's search, kept in the address so a search can be shared and gone back to; a
 * query longer than the API takes is dropped, not an error.
 */
export const helpSearchSchema = z.object({
  q: optionalParam(z.pipe(textValue, z.string().check(z.maxLength(HelpLimits.queryMax)))),
});
export type HelpSearch = z.infer<typeof helpSearchSchema>;
