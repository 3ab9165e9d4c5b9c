/** The search parameters of the who-we-cover page and the appetite guide, kept in the URL. */
import type * as z from 'zod/mini';
import {
  COVERAGE_TYPES,
  US_STATE_CODES,
  type CoverageType,
  type UsStateCode,
} from '@coverline/contracts';
import { listSearchSchema, oneOfParam, searchTextParam } from '../../../ui/list';

const lineParam = oneOfParam(
  COVERAGE_TYPES as readonly CoverageType[] as [CoverageType, ...CoverageType[]],
);
const stateParam = oneOfParam(
  US_STATE_CODES as readonly UsStateCode[] as [UsStateCode, ...UsStateCode[]],
);

export const whoWeCoverSearchSchema = listSearchSchema({
  searchTerm: searchTextParam,
  line: lineParam,
  /** The business type whose answer for a state is open. */
  check: searchTextParam,
  state: stateParam,
  checkLine: lineParam,
});
export type WhoWeCoverSearch = z.infer<typeof whoWeCoverSearchSchema>;

export const appetiteGuideSearchSchema = listSearchSchema({
  q: searchTextParam,
  state: stateParam,
  line: lineParam,
  /** The business type whose state-by-carrier matrix is open. */
  code: searchTextParam,
  matrixLine: lineParam,
});
export type AppetiteGuideSearch = z.infer<typeof appetiteGuideSearchSchema>;
