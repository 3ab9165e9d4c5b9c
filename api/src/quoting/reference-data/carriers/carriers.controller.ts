import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Put,
  Query,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ReferenceLimits, Role, ErrorCode } from '@coverline/contracts';
import { AllowGuest, CurrentPrincipal, Public, Roles } from '../../../common/auth/decorators';
import type { Principal } from '../../../common/auth/principal';
import { AdminChange, AdminCreate } from '../common/admin-routes';
import { NameParamDto } from '../common/dto';
import { isAdmin } from '../common/principal';
import { CarriersService } from './carriers.service';
import {
  CarrierDto,
  CarrierIdParamDto,
  CarrierPageDto,
  CarriersQueryDto,
  CreateCarrierDto,
  LogoUploadDto,
  mapCarrier,
  RatingCodeDto,
  UpdateCarrierDto,
} from './dto/carrier.dto';
import { ApiOperationDoc } from '../../../common/http/operation-doc';
import { FileUpload, UploadedFormFile } from '../../../common/http/file-upload';

/** Signed-in users and guests read active carriers; admins see all and manage them. */
@ApiTags('carriers')
@ApiBearerAuth()
@Controller('carriers')
export class CarriersController {
  constructor(private readonly carriers: CarriersService) {}

  @ApiOperationDoc({
    summary: 'List carriers',
    description: 'The carriers, active ones for everyone and inactive ones too for admins.',
  })
  @Get()
  @AllowGuest()
  @ApiOkResponse({ type: CarrierPageDto })
  async getCarriers(
    @CurrentPrincipal() principal: Principal,
    @Query() query: CarriersQueryDto,
  ): Promise<CarrierPageDto> {
    const page = await this.carriers.list(query, isAdmin(principal));
    return { ...page, items: page.items.map(mapCarrier) };
  }

  @ApiOperationDoc({
    summary: 'List Hartford rating codes',
    description: 'The rating codes the Hartford carrier uses, for mapping business types.',
  })
  @Get('hartford/ratingCodes')
  @AllowGuest()
  @ApiOkResponse({ type: [RatingCodeDto] })
  getHartfordRatingCodes(): Promise<RatingCodeDto[]> {
    return this.carriers.hartfordRatingCodes();
  }

  @ApiOperationDoc({
    summary: 'Read a carrier by name',
    description: 'One carrier found by its name.',
    errors: [ErrorCode.CarrierNotFound],
  })
  @Get('name/:name')
  @AllowGuest()
  @ApiOkResponse({ type: CarrierDto })
  @ApiNotFoundResponse({ description: 'No carrier has this name' })
  async getCarrierByName(
    @CurrentPrincipal() principal: Principal,
    @Param() { name }: NameParamDto,
  ): Promise<CarrierDto> {
    return mapCarrier(await this.carriers.findByName(name, isAdmin(principal)));
  }

  @ApiOperationDoc({
    summary: 'Read a carrier',
    description:
      'One carrier with its lines and settings. Inactive carriers are visible to admins only.',
    errors: [ErrorCode.CarrierNotFound],
  })
  @Get(':carrierId')
  @AllowGuest()
  @ApiOkResponse({ type: CarrierDto })
  @ApiNotFoundResponse({ description: 'No carrier has this id' })
  async getCarrier(
    @CurrentPrincipal() principal: Principal,
    @Param() { carrierId }: CarrierIdParamDto,
  ): Promise<CarrierDto> {
    return mapCarrier(await this.carriers.findById(carrierId, isAdmin(principal)));
  }

  @ApiOperationDoc({
    summary: 'Create a carrier',
    description: 'Adds a carrier to the reference data.',
    errors: [ErrorCode.CarrierNameTaken],
  })
  @AdminCreate(CarrierDto, 'A carrier with this name already exists')
  async createCarrier(@Body() dto: CreateCarrierDto): Promise<CarrierDto> {
    return mapCarrier(await this.carriers.create(dto));
  }

  @ApiOperationDoc({
    summary: 'Change a carrier',
    description: "Changes a carrier's name, lines or settings.",
    errors: [ErrorCode.CarrierNotFound, ErrorCode.CarrierNameTaken],
  })
  @AdminChange(Patch(':carrierId'), CarrierDto)
  @ApiConflictResponse({ description: 'A carrier with this name already exists' })
  async updateCarrier(
    @Param() { carrierId }: CarrierIdParamDto,
    @Body() dto: UpdateCarrierDto,
  ): Promise<CarrierDto> {
    return mapCarrier(await this.carriers.update(carrierId, dto));
  }

  @ApiOperationDoc({
    summary: 'Deactivate a carrier',
    description: 'Makes a carrier inactive: it quotes nothing new; past quotes keep it.',
    errors: [ErrorCode.CarrierNotFound],
  })
  @Delete(':carrierId')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: CarrierDto, description: 'The carrier, now inactive' })
  async deleteCarrier(@Param() { carrierId }: CarrierIdParamDto): Promise<CarrierDto> {
    return mapCarrier(await this.carriers.deactivate(carrierId));
  }

  /** Logos are shown on public pages by plain image tags, so reading one needs no token. */
  @ApiOperationDoc({
    summary: "Download a carrier's logo",
    description: "The carrier's logo image; cached by browsers.",
    errors: [ErrorCode.CarrierNotFound, ErrorCode.CarrierLogoMissing],
  })
  @Get(':carrierId/logo')
  @Public()
  @ApiProduces(...ReferenceLimits.logoContentTypes)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'The carrier has no logo' })
  async getCarrierLogo(
    @Param() { carrierId }: CarrierIdParamDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const logo = await this.carriers.logo(carrierId);
    res.header('Cache-Control', 'public, max-age=300');
    // An SVG opened directly must not run anything.
    res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return new StreamableFile(logo.data, { type: logo.contentType, length: logo.data.length });
  }

  @ApiOperationDoc({
    summary: "Upload a carrier's logo",
    description: "Sets the carrier's logo image; its type and size are checked.",
    errors: [ErrorCode.CarrierNotFound, ErrorCode.CarrierLogoInvalid],
  })
  @Put(':carrierId/logo')
  @Roles(Role.Admin)
  @UseInterceptors(FileUpload('file', { fileSize: ReferenceLimits.logoMaxBytes, fields: 0 }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: LogoUploadDto })
  @ApiOkResponse({ type: CarrierDto })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 1 MB' })
  async uploadCarrierLogo(
    @Param() { carrierId }: CarrierIdParamDto,
    @UploadedFormFile() file: UploadedFormFile | undefined,
  ): Promise<CarrierDto> {
    return mapCarrier(await this.carriers.setLogo(carrierId, file));
  }

  @ApiOperationDoc({
    summary: "Remove a carrier's logo",
    description: "Removes the carrier's logo image.",
    errors: [ErrorCode.CarrierNotFound],
  })
  @AdminChange(Delete(':carrierId/logo'), CarrierDto)
  async deleteCarrierLogo(@Param() { carrierId }: CarrierIdParamDto): Promise<CarrierDto> {
    return mapCarrier(await this.carriers.removeLogo(carrierId));
  }
}
