/**
 * The document calls of a quote: staff make proposals, upload and switch documents and mail
 * them; whoever may see the quote lists and downloads its documents. Thin: the service checks
 * access to the quote.
 */
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Res,
  type StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Limits, Role, ErrorCode } from '@coverline/contracts';
import { AllowGuest, CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { Principal, UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { QuoteIdParamDto } from '../../quoting/quotes';
import {
  DocumentDto,
  DocumentsSentDto,
  QuoteDocumentParamDto,
  QuoteRefDto,
  SendQuoteDocumentsDto,
  SetDocumentActiveDto,
  SetQuoteProposalDto,
  UploadDocumentDto,
  UploadDocumentFieldsDto,
} from './dto/documents.dto';
import { documentFile } from './document-file';
import { QuoteDocumentsService } from './quote-documents.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { FileUpload, UploadedFormFile } from '../../common/http/file-upload';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('quote')
export class DocumentsController {
  constructor(private readonly documents: QuoteDocumentsService) {}

  @ApiOperationDoc({
    summary: "Set the quote's proposal",
    description: 'Sets the proposal document shown to the client for the quote.',
    errors: [
      ErrorCode.Custom,
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.QuoteProposalNotReady,
      ErrorCode.QuoteInformationMissing,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.CarrierQuoteNotChosen,
      ErrorCode.DocumentNotFound,
    ],
  })
  @Post('setQuoteProposal')
  @Roles(Role.Admin, Role.Agent)
  @HttpCode(200)
  @ApiOkResponse({ type: DocumentDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1951, 1952, 2794) })
  setQuoteProposal(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: SetQuoteProposalDto,
  ): Promise<DocumentDto> {
    return this.documents.setQuoteProposal(caller, dto);
  }

  @ApiOperationDoc({
    summary: "Choose a quote's active document",
    description:
      'Makes a document the active one of its kind on the quote; the others of that kind stay in history.',
    errors: [
      ErrorCode.Custom,
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.DocumentNotFound,
    ],
  })
  @Post('setDocumentActive')
  @Roles(Role.Admin, Role.Agent)
  @HttpCode(200)
  @ApiOkResponse({ type: DocumentDto })
  @QuoteReadRefused()
  setDocumentActive(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: SetDocumentActiveDto,
  ): Promise<DocumentDto> {
    return this.documents.setDocumentActive(caller, dto);
  }

  @ApiOperationDoc({
    summary: 'Upload a quote document',
    description: 'Uploads a document file to a quote; its type, size and name are checked.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.DocumentNotUploadable,
      ErrorCode.UploadFileMissing,
      ErrorCode.UploadTooLarge,
      ErrorCode.UploadTypeNotAccepted,
      ErrorCode.UploadNameMismatch,
    ],
  })
  @Post(':id/documents')
  @Roles(Role.Admin, Role.Agent)
  @UseInterceptors(FileUpload('file', { fileSize: Limits.documentUploadMaxBytes, fields: 1 }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadDocumentDto })
  @ApiCreatedResponse({ type: DocumentDto })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 10 MB' })
  uploadDocument(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
    @Body() { type }: UploadDocumentFieldsDto,
    @UploadedFormFile() file: UploadedFormFile | undefined,
  ): Promise<DocumentDto> {
    return this.documents.upload(caller, id, type, file);
  }

  @ApiOperationDoc({
    summary: "List a quote's documents",
    description: 'The documents of a quote, with their kinds, dates and which are active.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Get(':id/documents')
  @AllowGuest()
  @ApiOkResponse({ type: [DocumentDto] })
  @QuoteReadRefused()
  listDocuments(
    @CurrentPrincipal() caller: Principal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<DocumentDto[]> {
    return this.documents.list(caller, id);
  }

  @ApiOperationDoc({
    summary: 'Download a quote document',
    description: 'One document of the quote as a file: application, proposal, policy, certificate.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.DocumentNotFound,
      ErrorCode.DocumentFileMissing,
    ],
  })
  @Get(':id/documents/:documentId')
  @AllowGuest()
  @ApiProduces('application/pdf', 'image/png', 'image/jpeg')
  @ApiOkResponse({ description: 'The document file', schema: { type: 'string', format: 'binary' } })
  @QuoteReadRefused()
  async downloadDocument(
    @CurrentPrincipal() caller: Principal,
    @Param() { id, documentId }: QuoteDocumentParamDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return documentFile(res, await this.documents.download(caller, id, documentId));
  }

  @ApiOperationDoc({
    summary: 'Mail the quote documents',
    description: 'Mails the client the chosen documents of the quote.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.QuoteProposalNotReady,
      ErrorCode.QuoteInformationMissing,
      ErrorCode.DifferingEffectiveDates,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Post('sendQuoteDocuments')
  @Roles(Role.Admin, Role.Agent)
  @HttpCode(200)
  @ApiOkResponse({ type: DocumentsSentDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1951, 1952, 1953) })
  sendQuoteDocuments(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: SendQuoteDocumentsDto,
  ): Promise<DocumentsSentDto> {
    return this.documents.sendQuoteDocuments(caller, dto);
  }

  @ApiOperationDoc({
    summary: "Mail the quote's certificates",
    description: 'Mails the client the certificates of insurance issued on the quote.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.DocumentNotReady,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Post('sendQuoteCertificates')
  @Roles(Role.Admin, Role.Agent)
  @HttpCode(200)
  @ApiOkResponse({ type: DocumentsSentDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1957) })
  sendQuoteCertificates(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() { quoteId }: QuoteRefDto,
  ): Promise<DocumentsSentDto> {
    return this.documents.sendQuoteCertificates(caller, quoteId);
  }

  @ApiOperationDoc({
    summary: 'Mail the quote to the client',
    description: 'Mails the client a link to their quote and its options.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Post('sendQuoteToClient')
  @Roles(Role.Admin, Role.Agent)
  @HttpCode(200)
  @ApiOkResponse({ type: DocumentsSentDto })
  @QuoteReadRefused()
  sendQuoteToClient(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() { quoteId }: QuoteRefDto,
  ): Promise<DocumentsSentDto> {
    return this.documents.sendQuoteToClient(caller, quoteId);
  }
}
