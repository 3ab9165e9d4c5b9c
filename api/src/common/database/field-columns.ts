/**
 * Table columns built from a field table of the contracts: each declared field becomes a column
 * whose type follows from the field's kind, named in snake_case unless the schema says otherwise.
 * An entity extends `FieldColumns(...)` and keeps its keys, relations and ordering by hand.
 */
import { Column, type ColumnOptions } from 'typeorm';
import { Limits, type FieldSpec, type FieldTable, type FieldValues } from '@coverline/contracts';
import { numberColumn } from './columns';

/** What the schema says of a field that its kind does not: its column's name or size. */
export interface ColumnOverride {
  /** The column's name, where it is not the field's name in snake_case. */
  name?: string;
  /** A varchar's length, where the field does not bound its own text. */
  length?: number;
  /** A numeric's total digits; its scale is the field's decimals. */
  precision?: number;
}

/** A field whose kind leaves the column's size open must say it. */
type NeedsSize<S> = S extends { kind: 'choice' | 'pattern' }
  ? { length: number }
  : S extends { kind: 'decimal' }
    ? { precision: number }
    : unknown;

type SizedKey<F extends FieldTable> = {
  [K in keyof F]: NeedsSize<F[K]> extends { length: number } | { precision: number } ? K : never;
}[keyof F];

/** The per-field overrides of a table: required where the kind leaves a size open. */
export type ColumnOverrides<F extends FieldTable> = {
  [K in SizedKey<F>]: ColumnOverride & NeedsSize<F[K]>;
} & {
  [K in Exclude<keyof F, SizedKey<F>>]?: ColumnOverride;
};

/** A state code's column holds the two letters. */
const STATE_CODE_LENGTH = 2;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function columnType(name: string, spec: FieldSpec, override: ColumnOverride): ColumnOptions {
  const sized = (what: 'length' | 'precision'): number => {
    const size = override[what];
    if (size === undefined) throw new Error(`The column of ${name} needs a ${what}`);
    return size;
  };
  switch (spec.kind) {
    case 'text':
      return { type: 'varchar', length: override.length ?? spec.maxLength };
    case 'stateCode':
      return { type: 'varchar', length: STATE_CODE_LENGTH };
    case 'choice':
    case 'pattern':
      return { type: 'varchar', length: sized('length') };
    case 'email':
      return { type: 'varchar', length: override.length ?? Limits.emailMaxLength };
    case 'flag':
      return { type: 'boolean' };
    case 'cents':
      return { type: 'bigint', transformer: numberColumn };
    case 'whole':
      return { type: 'int' };
    case 'decimal':
      return {
        type: 'numeric',
        precision: sized('precision'),
        scale: spec.decimals,
        transformer: numberColumn,
      };
    case 'date':
      return { type: 'date' };
  }
}

/** A field's column: nullable unless the field starts with a value, which is then its default. */
function fieldColumn(name: string, spec: FieldSpec, override: ColumnOverride = {}) {
  const { initial } = spec;
  return Column({
    name: override.name ?? snakeCase(name),
    ...columnType(name, spec, override),
    ...(initial === undefined ? { nullable: true } : { default: initial }),
  });
}

/**
 * A base class for an entity holding a table's fields: `Base` with a column for every declared
 * field, typed as the table says.
 */
export function FieldColumns<B extends abstract new () => object, F extends FieldTable>(
  Base: B,
  table: F,
  overrides: ColumnOverrides<F>,
): abstract new () => InstanceType<B> & FieldValues<F> {
  const Parent: abstract new () => object = Base;
  abstract class Columns extends Parent {}
  const byField = overrides as Partial<Record<string, ColumnOverride>>;
  for (const [name, spec] of Object.entries(table)) {
    fieldColumn(name, spec, byField[name])(Columns.prototype, name);
  }
  return Columns as unknown as abstract new () => InstanceType<B> & FieldValues<F>;
}
