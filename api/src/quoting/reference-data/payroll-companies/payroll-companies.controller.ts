import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { AllowGuest, Roles } from '../../../common/auth/decorators';
import { AdminChange, AdminCreate } from '../common/admin-routes';
import { IdParamDto, NameParamDto } from '../common/dto';
import {
  CreatePayrollCompanyDto,
  mapPayrollCompany,
  PayrollCompaniesQueryDto,
  PayrollCompanyCodeParamDto,
  PayrollCompanyDto,
  PayrollCompanyPageDto,
  PayrollCompanySearchQueryDto,
  UpdatePayrollCompanyDto,
} from './dto/payroll-company.dto';
import { PayrollCompaniesService } from './payroll-companies.service';
import { ApiOperationDoc } from '../../../common/http/operation-doc';

/** Signed-in users and guests read payroll companies; admins manage them. */
@ApiTags('payroll-companies')
@ApiBearerAuth()
@Controller('payroll-companies')
export class PayrollCompaniesController {
  constructor(private readonly companies: PayrollCompaniesService) {}

  @ApiOperationDoc({
    summary: 'List payroll companies',
    description: 'Every payroll company partner.',
  })
  @Get()
  @AllowGuest()
  @ApiOkResponse({ type: PayrollCompanyPageDto })
  async getPayrollCompanies(
    @Query() query: PayrollCompaniesQueryDto,
  ): Promise<PayrollCompanyPageDto> {
    const page = await this.companies.list(query);
    return { ...page, items: page.items.map(mapPayrollCompany) };
  }

  @ApiOperationDoc({
    summary: 'Search payroll companies',
    description: 'Payroll companies whose name matches the text, prefix matches first, at most 20.',
  })
  @Get('search')
  @AllowGuest()
  @ApiOkResponse({ type: [PayrollCompanyDto], description: 'At most 20, prefix matches first' })
  async searchPayrollCompanies(
    @Query() { q }: PayrollCompanySearchQueryDto,
  ): Promise<PayrollCompanyDto[]> {
    return (await this.companies.search(q)).map(mapPayrollCompany);
  }

  @ApiOperationDoc({
    summary: 'Read a payroll company by code',
    description: 'One payroll company by its partner code (the code in referral links).',
    errors: [ErrorCode.PayrollCompanyNotFound],
  })
  @Get('code/:code')
  @AllowGuest()
  @ApiOkResponse({ type: PayrollCompanyDto })
  @ApiNotFoundResponse({ description: 'No payroll company has this code' })
  async getPayrollCompanyByCode(
    @Param() { code }: PayrollCompanyCodeParamDto,
  ): Promise<PayrollCompanyDto> {
    return mapPayrollCompany(await this.companies.findByCode(code));
  }

  @ApiOperationDoc({
    summary: 'Read a payroll company by name',
    description: 'One payroll company by its name.',
    errors: [ErrorCode.PayrollCompanyNotFound],
  })
  @Get('name/:name')
  @AllowGuest()
  @ApiOkResponse({ type: PayrollCompanyDto })
  @ApiNotFoundResponse({ description: 'No payroll company has this name' })
  async getPayrollCompanyByName(@Param() { name }: NameParamDto): Promise<PayrollCompanyDto> {
    return mapPayrollCompany(await this.companies.findByName(name));
  }

  @ApiOperationDoc({
    summary: 'Read a payroll company',
    description: 'One payroll company by its id.',
    errors: [ErrorCode.PayrollCompanyNotFound],
  })
  @Get(':id')
  @AllowGuest()
  @ApiOkResponse({ type: PayrollCompanyDto })
  @ApiNotFoundResponse({ description: 'No payroll company has this id' })
  async getPayrollCompany(@Param() { id }: IdParamDto): Promise<PayrollCompanyDto> {
    return mapPayrollCompany(await this.companies.findById(id));
  }

  @ApiOperationDoc({
    summary: 'Create a payroll company',
    description: 'Adds a payroll company partner with its code.',
    errors: [ErrorCode.PayrollCompanyTaken],
  })
  @AdminCreate(PayrollCompanyDto, 'The name or code is taken')
  async createPayrollCompany(@Body() dto: CreatePayrollCompanyDto): Promise<PayrollCompanyDto> {
    return mapPayrollCompany(await this.companies.create(dto));
  }

  @ApiOperationDoc({
    summary: 'Change a payroll company',
    description: "Changes a payroll company's name, code or settings.",
    errors: [ErrorCode.PayrollCompanyTaken, ErrorCode.PayrollCompanyNotFound],
  })
  @AdminChange(Patch(':id'), PayrollCompanyDto)
  @ApiConflictResponse({ description: 'The name or code is taken' })
  async updatePayrollCompany(
    @Param() { id }: IdParamDto,
    @Body() dto: UpdatePayrollCompanyDto,
  ): Promise<PayrollCompanyDto> {
    return mapPayrollCompany(await this.companies.update(id, dto));
  }

  @ApiOperationDoc({
    summary: 'Remove a payroll company',
    description: 'Removes a payroll company; refused while payroll reps still belong to it.',
    errors: [ErrorCode.PayrollCompanyInUse, ErrorCode.PayrollCompanyNotFound],
  })
  @Delete(':id')
  @Roles(Role.Admin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The payroll company is removed' })
  async deletePayrollCompany(@Param() { id }: IdParamDto): Promise<void> {
    await this.companies.remove(id);
  }
}
