import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CoverageType } from '@coverline/contracts';
import { getGetCoverageTextsQueryOptions } from '@coverline/contracts/generated/coverage/coverage';
import type { CoverageType as Coverage } from '@coverline/contracts/generated/model';
import {
  getGetEmployersOwnerQuestionsQueryOptions,
  getGetEmployersQuestionsQueryOptions,
  getGetOwnerTitlesQueryOptions,
  getGetPayrollQuestionsQueryOptions,
  useGetEmployersOwnerQuestions,
  useGetEmployersQuestions,
  useGetOwnerTitles,
  useGetPayrollQuestions,
} from '@coverline/contracts/generated/questions/questions';

/** Question sets change when admins edit them, which is rare: they are read once a visit. */
const SETS_STALE_MS = 10 * 60_000;
const query = { staleTime: SETS_STALE_MS };

export const usePayrollQuestions = () =>
  useGetPayrollQuestions({ coverage: CoverageType.WorkersCompensation }, { query });

/** Underwriting questions of a line (Employers' for workers compensation). */
export const useUnderwritingQuestions = (coverage: Coverage) =>
  useGetEmployersQuestions({ coverage }, { query });

export const useOwnerQuestions = () =>
  useGetEmployersOwnerQuestions({ coverage: CoverageType.WorkersCompensation }, { query });

export const useOwnerTitles = () => useGetOwnerTitles({ query });

/**
 * Reads what the coverage's later steps ask as soon as the coverage is known, so reaching those
 * steps does not wait for the network.
 */
export function usePrefetchSteps(coverage: Coverage | null | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(getGetCoverageTextsQueryOptions(undefined, { query }));
    if (!coverage) return;
    void client.prefetchQuery(getGetEmployersQuestionsQueryOptions({ coverage }, { query }));
    if (coverage === CoverageType.WorkersCompensation) {
      void client.prefetchQuery(getGetPayrollQuestionsQueryOptions({ coverage }, { query }));
      void client.prefetchQuery(getGetEmployersOwnerQuestionsQueryOptions({ coverage }, { query }));
      void client.prefetchQuery(getGetOwnerTitlesQueryOptions({ query }));
    }
  }, [client, coverage]);
}
