/**
 * Request and response classes built from a field table of the contracts (the business's own
 * fields, its locations, owners and claims): each declared field gets its OpenAPI schema and, in
 * a request, its checks.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import {
  fieldNames,
  isIsoDate,
  Limits,
  Messages,
  QuoteLimits,
  submittedFieldNames,
  type CheckedFields,
  type FieldSpec,
  type FieldTable,
  type FieldValues,
} from '@coverline/contracts';

/** A calendar day as YYYY-MM-DD. */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: '$property must be a date as YYYY-MM-DD.', ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isIsoDate(value) },
    });
  };
}

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/**
 * A submitted field's schema and checks, in the order they are registered: with
 * `stopAtFirstError` the first failing check is the message the caller reads.
 */
function requestDecorators(name: string, spec: FieldSpec): PropertyDecorator[] {
  switch (spec.kind) {
    case 'text':
      return [
        ApiPropertyOptional({
          type: String,
          nullable: true,
          maxLength: spec.maxLength,
          example: spec.example,
        }),
        Transform(trim),
        IsOptional(),
        IsString(),
        MaxLength(spec.maxLength),
      ];
    case 'choice':
      return [
        IsIn(spec.values),
        IsOptional(),
        ApiPropertyOptional({ enum: spec.values, enumName: spec.enumName, nullable: true }),
      ];
    case 'stateCode':
      return [
        IsIn(spec.values),
        IsOptional(),
        Transform(upper),
        ApiPropertyOptional({ enum: spec.values, enumName: spec.enumName, nullable: true }),
      ];
    case 'pattern':
      return [
        Matches(spec.pattern, { message: `${name} must be ${spec.mustBe}.` }),
        IsOptional(),
        ...(spec.trim ? [Transform(trim)] : []),
        ApiPropertyOptional({ type: String, nullable: true, example: spec.example }),
      ];
    case 'email':
      return [
        MaxLength(Limits.emailMaxLength),
        IsEmail({}, { message: Messages.invalidEmail }),
        IsOptional(),
        Transform(lower),
        ApiPropertyOptional({ type: String, nullable: true }),
      ];
    case 'flag':
      return [ApiPropertyOptional({ type: Boolean, nullable: true }), IsOptional(), IsBoolean()];
    case 'cents':
      return [
        ApiPropertyOptional({
          type: Number,
          nullable: true,
          minimum: 0,
          maximum: QuoteLimits.amountMaxCents,
        }),
        IsOptional(),
        IsInt(),
        Min(0),
        Max(QuoteLimits.amountMaxCents),
      ];
    case 'whole':
      return [
        ApiPropertyOptional({ type: Number, nullable: true, minimum: spec.min, maximum: spec.max }),
        IsOptional(),
        IsInt(),
        Min(spec.min),
        Max(spec.max),
      ];
    case 'decimal':
      return [
        Max(spec.max),
        Min(spec.min),
        IsNumber({ maxDecimalPlaces: spec.decimals, allowNaN: false, allowInfinity: false }),
        IsOptional(),
        ApiPropertyOptional({ type: Number, nullable: true, minimum: spec.min, maximum: spec.max }),
      ];
    case 'date':
      return [
        IsCalendarDate(),
        IsOptional(),
        ApiPropertyOptional({ type: String, format: 'date', nullable: true }),
      ];
  }
}

/** An answered field's schema: its value, or null unless it starts with one. */
function responseDecorator(spec: FieldSpec): PropertyDecorator {
  const nullable = spec.initial === undefined;
  switch (spec.kind) {
    case 'choice':
      return ApiProperty({
        enum: spec.values,
        enumName: spec.enumName,
        ...(nullable && { nullable }),
      });
    case 'flag':
      return ApiProperty({ type: Boolean, ...(nullable && { nullable }) });
    case 'cents':
    case 'whole':
    case 'decimal':
      return ApiProperty({ type: Number, nullable: true });
    case 'date':
      return ApiProperty({ type: String, format: 'date', nullable: true });
    default:
      return ApiProperty({ type: String, nullable: true });
  }
}

/** Registers every field a submission carries on a request class's prototype. */
function decorateRequest(prototype: object, table: FieldTable): void {
  for (const name of submittedFieldNames(table)) {
    for (const decorate of requestDecorators(name, table[name])) decorate(prototype, name);
  }
}

/** The base of a request class: every field a submission carries, optional, null to clear it. */
export function RequestProperties<F extends FieldTable>(table: F): new () => CheckedFields<F> {
  class Fields {}
  decorateRequest(Fields.prototype, table);
  return Fields as new () => CheckedFields<F>;
}

/**
 * The base of a request row class: an optional `id` that keeps a saved row, then every field a
 * submission carries, each optional and null to clear it.
 */
export function RequestFields<F extends FieldTable>(
  table: F,
  idDescription?: string,
): new () => CheckedFields<F> & { id?: string } {
  class Row {}
  IsUUID('4')(Row.prototype, 'id');
  IsOptional()(Row.prototype, 'id');
  ApiPropertyOptional({ type: String, format: 'uuid', description: idDescription })(
    Row.prototype,
    'id',
  );
  decorateRequest(Row.prototype, table);
  return Row as new () => CheckedFields<F> & { id?: string };
}

/** `Base` with every declared field of a table answered after its own properties. */
export function AnsweredFields<B extends new () => object, F extends FieldTable>(
  Base: B,
  table: F,
): new () => InstanceType<B> & FieldValues<F> {
  const Parent: new () => object = Base;
  class Fields extends Parent {}
  for (const name of fieldNames(table)) responseDecorator(table[name])(Fields.prototype, name);
  return Fields as new () => InstanceType<B> & FieldValues<F>;
}

/** The base of a response row class: its `id`, then every declared field. */
export function ResponseFields<F extends FieldTable>(
  table: F,
): new () => FieldValues<F> & { id: string } {
  class Row {
    @ApiProperty({ type: String, format: 'uuid' }) id: string;
  }
  return AnsweredFields(Row, table);
}
