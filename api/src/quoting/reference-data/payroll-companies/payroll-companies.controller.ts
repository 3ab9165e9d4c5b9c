import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
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

/** Signed-in users and guests read payroll companies; admins manage them. */
@ApiTags('payroll-companies')
@ApiBearerAuth()
@Controller('payroll-companies')
export class PayrollCompaniesController {
  constructor(private readonly companies: PayrollCompaniesService) {}

  @Get()
  @AllowGuest()
  @ApiOkResponse({ type: PayrollCompanyPageDto })
  async getPayrollCompanies(
    @Query() query: PayrollCompaniesQueryDto,
  ): Promise<PayrollCompanyPageDto> {
    const page = await this.companies.list(query);
    return { ...page, items: page.items.map(mapPayrollCompany) };
  }

  @Get('search')
  @AllowGuest()
  @ApiOkResponse({ type: [PayrollCompanyDto], description: 'At most 20, prefix matches first' })
  async searchPayrollCompanies(
    @Query() { q }: PayrollCompanySearchQueryDto,
  ): Promise<PayrollCompanyDto[]> {
    return (await this.companies.search(q)).map(mapPayrollCompany);
  }

  @Get('code/:code')
  @AllowGuest()
  @ApiOkResponse({ type: PayrollCompanyDto })
  @ApiNotFoundResponse({ description: 'No payroll company has this code' })
  async getPayrollCompanyByCode(
    @Param() { code }: PayrollCompanyCodeParamDto,
  ): Promise<PayrollCompanyDto> {
    return mapPayrollCompany(await this.companies.findByCode(code));
  }

  @Get('name/:name')
  @AllowGuest()
  @ApiOkResponse({ type: PayrollCompanyDto })
  @ApiNotFoundResponse({ description: 'No payroll company has this name' })
  async getPayrollCompanyByName(@Param() { name }: NameParamDto): Promise<PayrollCompanyDto> {
    return mapPayrollCompany(await this.companies.findByName(name));
  }

  @Get(':id')
  @AllowGuest()
  @ApiOkResponse({ type: PayrollCompanyDto })
  @ApiNotFoundResponse({ description: 'No payroll company has this id' })
  async getPayrollCompany(@Param() { id }: IdParamDto): Promise<PayrollCompanyDto> {
    return mapPayrollCompany(await this.companies.findById(id));
  }

  @AdminCreate(PayrollCompanyDto, 'The name or code is taken')
  async createPayrollCompany(@Body() dto: CreatePayrollCompanyDto): Promise<PayrollCompanyDto> {
    return mapPayrollCompany(await this.companies.create(dto));
  }

  @AdminChange(Patch(':id'), PayrollCompanyDto)
  @ApiConflictResponse({ description: 'The name or code is taken' })
  async updatePayrollCompany(
    @Param() { id }: IdParamDto,
    @Body() dto: UpdatePayrollCompanyDto,
  ): Promise<PayrollCompanyDto> {
    return mapPayrollCompany(await this.companies.update(id, dto));
  }

  @Delete(':id')
  @Roles(Role.Admin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The payroll company is removed' })
  async deletePayrollCompany(@Param() { id }: IdParamDto): Promise<void> {
    await this.companies.remove(id);
  }
}
