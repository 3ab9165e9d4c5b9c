/** Requests and answers of checkout: starting it, the provider's return, an admin's reset. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@coverline/contracts';

export class StartCheckoutDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  quoteId: string;

  @ApiProperty({
    description:
      'Chosen by the web app per purchase attempt; the same key again (a double click) answers the same checkout',
    example: 'c2f1d7a8-3a57-4a6c-9e0f-5f1a2b3c4d5e',
  })
  @Matches(/^[\w-]{8,100}$/, {
    message: 'idempotencyKey must be 8 to 100 letters, digits, _ or -.',
  })
  idempotencyKey: string;

  @ApiPropertyOptional({
    description:
      'The signed-in client confirms buying with the details on the carrier quote when their account’s name differs (else 1501)',
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmDetails must be true or false.' })
  confirmDetails?: boolean;
}

export class CheckoutStartedDto {
  @ApiProperty({ description: 'The provider’s hosted payment page' })
  redirectUrl: string;

  @ApiProperty({ format: 'uuid' })
  quoteId: string;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status: ApplicationStatus;

  @ApiProperty({ description: 'What the checkout charges, in cents' })
  amountCents: number;
}

export class CheckoutCallbackDto {
  @ApiProperty({ description: 'The `result` query parameter the provider returned with' })
  @IsString()
  @MaxLength(4000)
  result: string;

  @ApiProperty({ description: 'The `signature` query parameter the provider returned with' })
  @IsString()
  @MaxLength(200)
  signature: string;
}

export class CheckoutOutcomeDto {
  @ApiProperty({ format: 'uuid' })
  quoteId: string;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status: ApplicationStatus;

  @ApiProperty({ enum: ['paid', 'declined'], enumName: 'CheckoutOutcome' })
  outcome: 'paid' | 'declined';

  @ApiProperty({ type: Number, nullable: true, description: 'The amount paid, in cents' })
  paidAmountCents: number | null;

  @ApiProperty({
    description:
      'True when this call recorded the result; false for a result recorded before (nothing changed)',
  })
  recorded: boolean;

  @ApiProperty({ description: 'What to tell the person' })
  message: string;
}

export class ResetCheckoutDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  quoteId: string;
}

export class CheckoutResetDto {
  @ApiProperty({ format: 'uuid' })
  quoteId: string;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status: ApplicationStatus;

  @ApiProperty({ description: 'Whether an open checkout was closed' })
  reset: boolean;
}
