/** The staff list of certificates: its page, search text and status filter, in the URL. */
import type * as z from 'zod/mini';
import { listSearchSchema, oneOfParam, searchTextParam } from '../../../ui/list';

export const CERTIFICATE_STATUSES = ['pending', 'issued'] as const;

export const staffCertificatesSearchSchema = listSearchSchema({
  searchTerm: searchTextParam,
  status: oneOfParam(CERTIFICATE_STATUSES),
});
export type StaffCertificatesSearch = z.infer<typeof staffCertificatesSearchSchema>;
