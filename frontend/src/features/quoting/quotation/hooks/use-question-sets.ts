import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CoverageType } from '@coverline/contracts';
import { useLanguage } from '../../../../lib/i18n';
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

/*
 * The question texts and answer labels come in the reader's language (the answer values do not
 * change); each language is its own cached read, so switching languages shows the other one.
 */
export const usePayrollQuestions = () =>
  useGetPayrollQuestions(
    { coverage: CoverageType.WorkersCompensation, language: useLanguage() },
    { query },
  );

/** Underwriting questions of a line (Employers' for workers compensation). */
export const useUnderwritingQuestions = (coverage: Coverage) =>
  useGetEmployersQuestions({ coverage, language: useLanguage() }, { query });

export const useOwnerQuestions = () =>
  useGetEmployersOwnerQuestions(
    { coverage: CoverageType.WorkersCompensation, language: useLanguage() },
    { query },
  );

/** Officer titles per entity type: each option keeps the stored English as its value. */
export const useOwnerTitles = () => useGetOwnerTitles({ language: useLanguage() }, { query });

/** A stored officer title as the reader reads it (the title itself until the labels arrive). */
export function useOwnerTitleLabel(): (title: string) => string {
  const labels = new Map(
    (useOwnerTitles().data ?? []).flatMap((x) => x.options.map((o) => [o.value, o.label])),
  );
  return (title) => labels.get(title) ?? title;
}

/**
 * Reads what the coverage's later steps ask as soon as the coverage is known, so reaching those
 * steps does not wait for the network.
 */
export function usePrefetchSteps(coverage: Coverage | null | undefined): void {
  const client = useQueryClient();
  const language = useLanguage();
  useEffect(() => {
    void client.prefetchQuery(getGetCoverageTextsQueryOptions({ language }, { query }));
    if (!coverage) return;
    const params = { coverage, language };
    void client.prefetchQuery(getGetEmployersQuestionsQueryOptions(params, { query }));
    if (coverage === CoverageType.WorkersCompensation) {
      void client.prefetchQuery(getGetPayrollQuestionsQueryOptions(params, { query }));
      void client.prefetchQuery(getGetEmployersOwnerQuestionsQueryOptions(params, { query }));
      void client.prefetchQuery(getGetOwnerTitlesQueryOptions({ language }, { query }));
    }
  }, [client, coverage, language]);
}
