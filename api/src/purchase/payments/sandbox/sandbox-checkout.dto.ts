/** What the sandbox provider's hosted checkout page posts, and the id in its address. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export const SANDBOX_PAY_METHODS = ['card', 'bank'] as const;
export const SANDBOX_PAY_ACTIONS = ['pay', 'decline'] as const;

export class SandboxCheckoutParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'providerCheckoutId must be a valid id.' })
  providerCheckoutId: string;
}

export class SandboxPaymentFormDto {
  @ApiProperty({ enum: SANDBOX_PAY_METHODS, enumName: 'SandboxPayMethod' })
  @IsIn(SANDBOX_PAY_METHODS)
  method: (typeof SANDBOX_PAY_METHODS)[number];

  /** Which button was pressed: pay, or the explicit decline. */
  @ApiProperty({ enum: SANDBOX_PAY_ACTIONS, enumName: 'SandboxPayAction' })
  @IsIn(SANDBOX_PAY_ACTIONS)
  action: (typeof SANDBOX_PAY_ACTIONS)[number];

  @ApiPropertyOptional({ maxLength: 23 })
  @IsOptional()
  @IsString()
  @MaxLength(23)
  cardNumber?: string;

  @ApiPropertyOptional({ maxLength: 7, description: 'MM/YY' })
  @IsOptional()
  @IsString()
  @MaxLength(7)
  cardExpiry?: string;

  @ApiPropertyOptional({ maxLength: 4 })
  @IsOptional()
  @IsString()
  @MaxLength(4)
  cardCvc?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  accountName?: string;

  @ApiPropertyOptional({ maxLength: 9 })
  @IsOptional()
  @IsString()
  @MaxLength(9)
  routingNumber?: string;

  @ApiPropertyOptional({ maxLength: 17 })
  @IsOptional()
  @IsString()
  @MaxLength(17)
  accountNumber?: string;
}
