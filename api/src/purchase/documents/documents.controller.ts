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
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
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
import type { Response } from 'express';
import { Limits, Role } from '@coverline/contracts';
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

@ApiTags('documents')
@ApiBearerAuth()
@Controller('quote')
export class DocumentsController {
  constructor(private readonly documents: QuoteDocumentsService) {}

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

  @Post(':id/documents')
  @Roles(Role.Admin, Role.Agent)
  @UseInterceptors(
    FileInterceptor('file', {
      limits: { fileSize: Limits.documentUploadMaxBytes, files: 1, fields: 1 },
      // Browsers send the file name as UTF-8; read as latin1 (the default) "é" becomes "Ã©".
      defParamCharset: 'utf8',
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadDocumentDto })
  @ApiCreatedResponse({ type: DocumentDto })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 10 MB' })
  uploadDocument(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
    @Body() { type }: UploadDocumentFieldsDto,
    @UploadedFile() file: { buffer: Buffer; originalname: string } | undefined,
  ): Promise<DocumentDto> {
    return this.documents.upload(caller, id, type, file);
  }

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

  @Get(':id/documents/:documentId')
  @AllowGuest()
  @ApiProduces('application/pdf', 'image/png', 'image/jpeg')
  @ApiOkResponse({ description: 'The document file', schema: { type: 'string', format: 'binary' } })
  @QuoteReadRefused()
  async downloadDocument(
    @CurrentPrincipal() caller: Principal,
    @Param() { id, documentId }: QuoteDocumentParamDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return documentFile(res, await this.documents.download(caller, id, documentId));
  }

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
