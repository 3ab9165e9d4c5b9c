/**
 * The search parameters of the settings lists, so a tab's page, search and filters survive a
 * reload and a shared link; a bad value is dropped, not an error.
 */
import * as z from 'zod/mini';
import { ContentStatus, CoverageType, EntityType, US_STATE_CODES } from '@coverline/contracts';
import {
  ActiveFilter,
  ArchiveFilter,
  CarrierName,
  PartnerKind,
  RateTableKind,
} from '@coverline/contracts/generated/model';
import { listSearchSchema, oneOfParam, optionalParam, searchTextParam } from '../../../ui/list';

export const carriersSearchSchema = listSearchSchema({
  searchTerm: searchTextParam,
  status: optionalParam(z.enum(ActiveFilter)),
});
export type CarriersSearch = z.infer<typeof carriersSearchSchema>;

export const naicsSearchSchema = listSearchSchema({
  searchTerm: searchTextParam,
  status: optionalParam(z.enum(ArchiveFilter)),
});
export type NaicsSearch = z.infer<typeof naicsSearchSchema>;

export const coverageTextsSearchSchema = listSearchSchema({
  searchTerm: searchTextParam,
  status: optionalParam(z.enum(ContentStatus)),
});
export type CoverageTextsSearch = z.infer<typeof coverageTextsSearchSchema>;

export const payrollCompaniesSearchSchema = listSearchSchema({
  searchTerm: searchTextParam,
  coverage: optionalParam(z.enum(CoverageType)),
});
export type PayrollCompaniesSearch = z.infer<typeof payrollCompaniesSearchSchema>;

/** A rules year; the router reads `?year=2026` as the number 2026. */
const ruleYear = z.pipe(
  z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d{4}$/))]), z.transform(Number)),
  z.number().check(z.int(), z.minimum(1900), z.maximum(9999)),
);

export const payrollRulesSearchSchema = listSearchSchema({
  year: optionalParam(ruleYear),
  state: oneOfParam(US_STATE_CODES),
  entityType: optionalParam(z.enum(EntityType)),
});
export type PayrollRulesSearch = z.infer<typeof payrollRulesSearchSchema>;

export const rateTablesSearchSchema = listSearchSchema({
  kind: optionalParam(z.enum(RateTableKind)),
  line: optionalParam(z.enum(CoverageType)),
  carrier: optionalParam(z.enum(CarrierName)),
  state: oneOfParam(US_STATE_CODES),
});
export type RateTablesSearch = z.infer<typeof rateTablesSearchSchema>;

export const apiClientsSearchSchema = listSearchSchema({
  partnerKind: optionalParam(z.enum(PartnerKind)),
});
export type ApiClientsSearch = z.infer<typeof apiClientsSearchSchema>;
