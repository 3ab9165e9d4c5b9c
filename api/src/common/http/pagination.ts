import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Limits } from '@coverline/contracts';

export const SORT_FIELDS = ['updatedAt', 'createdAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The list query every list endpoint accepts. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: Limits.pageSizeMax, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(Limits.pageSizeMax)
  pageSize?: number;

  @ApiPropertyOptional({ enum: SORT_FIELDS, enumName: 'SortField' })
  @IsOptional()
  @IsIn(SORT_FIELDS)
  sort?: SortField;

  @ApiPropertyOptional({ enum: SORT_ORDERS, enumName: 'SortOrder' })
  @IsOptional()
  @IsIn(SORT_ORDERS)
  order?: SortOrder;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  searchTerm?: string;
}

/**
 * The `limit` of a list that shows only its newest rows, as a query property (listed in the
 * order the parts are registered).
 */
export const LimitQuery = () =>
  applyDecorators(
    Max(Limits.pageSizeMax),
    Min(1),
    IsInt(),
    Transform(({ value }: { value: unknown }) => Number(value)),
    IsOptional(),
    ApiPropertyOptional({ minimum: 1, maximum: Limits.pageSizeMax, default: 20 }),
  );

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageWindow(q: PageQueryDto): {
  skip: number;
  take: number;
  page: number;
  pageSize: number;
} {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  return { skip: (page - 1) * pageSize, take: pageSize, page, pageSize };
}

/** Escapes LIKE wildcards so a search term matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
