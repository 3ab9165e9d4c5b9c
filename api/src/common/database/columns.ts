import type { ValueTransformer } from 'typeorm';

/**
 * PostgreSQL bigint and numeric arrive as strings; amounts in cents and percentages stay well
 * inside JavaScript's exact integer range, so the API speaks numbers.
 */
export const numberColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
