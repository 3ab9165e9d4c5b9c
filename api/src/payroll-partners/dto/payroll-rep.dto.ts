import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { Limits, Messages } from '@coverline/contracts';
import { PageQueryDto } from '../../common/http/pagination';
import { NameFieldsDto } from '../../users/dto/user.dto';
import type { PayrollRep } from '../entities/payroll-rep.entity';

const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class CreatePayrollRepDto extends NameFieldsDto {
  @ApiProperty({ example: 'rep@payroll.example' })
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;

  @ApiProperty({ format: 'uuid', description: 'The payroll company the rep works for' })
  @IsUUID('4', { message: 'payrollCompanyId must be a valid id' })
  payrollCompanyId: string;
}

export class PayrollRepsQueryDto extends PageQueryDto {}

export class RepSignInRequestDto {
  @ApiProperty({ example: 'rep@payroll.example' })
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;
}

export class RepMagicLinkDto {
  @ApiProperty({ description: 'The token from the emailed sign-in link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

/** The rep's profile, as the payroll partner portal shows it. */
export class PayrollRepProfileDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) payrollCompanyId: string;
  @ApiProperty() payrollCompanyName: string;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiPropertyOptional({ type: String, nullable: true }) phone: string | null;
}

export class PayrollRepDto extends PayrollRepProfileDto {
  @ApiProperty() active: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class PayrollRepPageDto {
  @ApiProperty({ type: [PayrollRepDto] }) items: PayrollRepDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export function mapProfile(rep: PayrollRep, companyName: string): PayrollRepProfileDto {
  return {
    id: rep.id,
    payrollCompanyId: rep.payrollCompanyId,
    payrollCompanyName: companyName,
    email: rep.email,
    firstName: rep.firstName,
    lastName: rep.lastName,
    phone: rep.phone,
  };
}

export function mapRep(rep: PayrollRep, companyName: string): PayrollRepDto {
  return {
    ...mapProfile(rep, companyName),
    active: rep.active,
    createdAt: rep.createdAt.toISOString(),
  };
}
