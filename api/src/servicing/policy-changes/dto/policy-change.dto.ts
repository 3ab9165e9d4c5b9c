/** The policy change calls' requests and answers. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  POLICY_CHANGE_ANSWER_STATUSES,
  POLICY_CHANGE_STATUSES,
  POLICY_CHANGE_TYPES,
  PolicyServicingLimits,
  type PolicyChangeStatus,
  type PolicyChangeType,
} from '@coverline/contracts';
import type { PolicyChangeRequest } from '../entities/policy-change-request.entity';

export class RequestPolicyChangesDto {
  @ApiProperty({ format: 'uuid', description: 'The quote the bound policy came from' })
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId: string;

  @ApiProperty({ enum: POLICY_CHANGE_TYPES, enumName: 'PolicyChangeType' })
  @IsIn(POLICY_CHANGE_TYPES, {
    message: `type must be one of: ${POLICY_CHANGE_TYPES.join(', ')}.`,
  })
  type: PolicyChangeType;

  @ApiProperty({ maxLength: PolicyServicingLimits.changeDetailsMax })
  @IsString({ message: 'details must be text.' })
  @IsNotEmpty({ message: 'details is required.' })
  @MaxLength(PolicyServicingLimits.changeDetailsMax, {
    message: `details must be at most ${PolicyServicingLimits.changeDetailsMax} characters.`,
  })
  details: string;
}

export class PolicyChangeParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'requestId must be a valid id.' })
  requestId: string;
}

export class AnswerPolicyChangeDto {
  @ApiProperty({
    enum: POLICY_CHANGE_ANSWER_STATUSES,
    enumName: 'PolicyChangeAnswerStatus',
  })
  @IsIn(POLICY_CHANGE_ANSWER_STATUSES, {
    message: `status must be one of: ${POLICY_CHANGE_ANSWER_STATUSES.join(', ')}.`,
  })
  status: PolicyChangeStatus;

  @ApiPropertyOptional({
    type: String,
    maxLength: PolicyServicingLimits.answerMax,
    description: 'What staff tell the client; left out keeps the previous answer',
  })
  @IsOptional()
  @IsString({ message: 'answer must be text.' })
  @MaxLength(PolicyServicingLimits.answerMax, {
    message: `answer must be at most ${PolicyServicingLimits.answerMax} characters.`,
  })
  answer?: string;
}

export class PolicyChangeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty({ enum: POLICY_CHANGE_TYPES, enumName: 'PolicyChangeType' })
  type: PolicyChangeType;
  @ApiProperty() details: string;
  @ApiProperty({ enum: POLICY_CHANGE_STATUSES, enumName: 'PolicyChangeStatus' })
  status: PolicyChangeStatus;
  @ApiProperty({ type: String, nullable: true }) answer: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answeredAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export function mapPolicyChange(request: PolicyChangeRequest): PolicyChangeDto {
  return {
    id: request.id,
    quoteId: request.applicationId,
    type: request.type,
    details: request.details,
    status: request.status,
    answer: request.answer,
    answeredAt: request.answeredAt ? request.answeredAt.toISOString() : null,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
