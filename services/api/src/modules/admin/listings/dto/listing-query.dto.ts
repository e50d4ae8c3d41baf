import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, pageLimitMessage } from '@redress/domain';
import { MAX_OFFSET, MAX_SEARCH_LENGTH } from '../listing-query';
import { ToNumber } from '../../../../common/to-number';

/** Paging, search and sort of every admin listing. The total goes in the X-Total-Count header. */
export class ListingQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: ADMIN_MAX_PAGE_SIZE,
    default: ADMIN_PAGE_SIZE,
    description: 'Rows to return',
  })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'limit must be a whole number.' })
  @Min(1, { message: pageLimitMessage(ADMIN_MAX_PAGE_SIZE) })
  @Max(ADMIN_MAX_PAGE_SIZE, { message: pageLimitMessage(ADMIN_MAX_PAGE_SIZE) })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_OFFSET, default: 0, description: 'Rows to skip' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'offset must be a whole number.' })
  @Min(0, { message: 'offset cannot be negative.' })
  @Max(MAX_OFFSET, { message: `offset must be at most ${MAX_OFFSET.toLocaleString('en-US')}.` })
  offset?: number;

  @ApiPropertyOptional({
    maxLength: MAX_SEARCH_LENGTH,
    description:
      "Search: text columns containing it (case-insensitive), and ids equal to it when it's a number",
  })
  @IsOptional()
  @IsString({ message: 'q must be text.' })
  @MaxLength(MAX_SEARCH_LENGTH, {
    message: `Please keep the search under ${MAX_SEARCH_LENGTH} characters.`,
  })
  q?: string;

  @ApiPropertyOptional({
    example: 'id',
    description: 'Column to sort by; each listing names the ones it allows (default id)',
  })
  @IsOptional()
  @IsString({ message: 'sort must be a column name.' })
  @Matches(/^[A-Za-z]{1,40}$/, { message: 'sort must be a column name.' })
  sort?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order must be asc or desc.' })
  order?: 'asc' | 'desc';
}
