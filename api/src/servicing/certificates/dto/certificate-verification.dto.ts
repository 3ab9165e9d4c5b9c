/** The public verification of a certificate: the link's id, and what anyone holding it reads. */
import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import {
  COVERAGE_TYPES,
  POLICY_STANDINGS,
  SUPERSEDED_REASONS,
  VERIFICATION_ID_PATTERN,
  type CoverageType,
  type PolicyStanding,
  type SupersededReason,
} from '@coverline/contracts';
import { CertificateLimitDto } from './certificate.dto';

export class CertificateVerificationParamDto {
  @ApiProperty({ description: 'The code of the link printed on the certificate', minLength: 32 })
  @Matches(VERIFICATION_ID_PATTERN, {
    message: 'verificationId must be the code of the link printed on the certificate.',
  })
  verificationId: string;
}

/**
 * What a certificate printed and where its policy stands now. Only what the certificate shows
 * about the business and its policy: no person's name or contact, no street address, no premium.
 */
export class CertificateVerificationDto {
  @ApiProperty({ description: 'The reference printed on the certificate' })
  certificateNumber: string;
  @ApiProperty({ type: String, format: 'date' }) issuedOn: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The insured business’s legal name, null when the policy names none',
  })
  insuredName: string | null;
  @ApiProperty({ type: String, nullable: true }) insuredDba: string | null;
  @ApiProperty() insuredCity: string;
  @ApiProperty() insuredState: string;
  @ApiProperty() carrier: string;
  @ApiProperty() policyNumber: string;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) coverageType: CoverageType;
  @ApiProperty({ description: 'The line as the certificate names it' }) typeOfInsurance: string;
  @ApiProperty({ type: [CertificateLimitDto], description: 'The limits the certificate printed' })
  limits: CertificateLimitDto[];
  @ApiProperty({ enum: POLICY_STANDINGS, enumName: 'PolicyStanding' })
  policyStatus: PolicyStanding;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description:
      'The cancellation date; the expiration date of an expired policy or one not renewed; null while active',
  })
  policyStatusDate: string | null;
  @ApiProperty({ type: String, format: 'date', description: 'The policy’s term as it is now' })
  effectiveDate: string;
  @ApiProperty({ type: String, format: 'date' }) expirationDate: string;
  @ApiProperty({
    description:
      'Whether what the certificate printed still matches the policy and its newest issue',
  })
  current: boolean;
  @ApiProperty({ enum: SUPERSEDED_REASONS, enumName: 'SupersededReason', isArray: true })
  supersededReasons: SupersededReason[];
  @ApiProperty({ description: 'The policy is with a sandbox carrier: no insurance is in force' })
  sandbox: boolean;
  @ApiProperty({ type: String, format: 'date', description: 'The day the answer is for (UTC)' })
  checkedOn: string;
}
