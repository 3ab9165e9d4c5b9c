/**
 * One uploaded file per request, read from a multipart form into memory: `@UploadedFormFile()`
 * gives the route `{ buffer, originalname, mimetype, size }`, and the form's text fields are the
 * request's body for `@Body()`. A request that is not multipart passes on with no file.
 */
import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { ErrorCode } from '@coverline/contracts';
import { DomainException } from '../errors/domain.exception';

export interface UploadedFormFile {
  buffer: Buffer;
  originalname: string;
  mimetype: string;
  size: number;
}

interface UploadLimits {
  /** The file's largest size in bytes: over it the request answers 413. */
  fileSize: number;
  /** How many text fields the form may carry besides the file. */
  fields: number;
}

/** Each request's file, once read. */
const uploaded = new WeakMap<FastifyRequest, UploadedFormFile>();

/** The file the request's `FileUpload` read, or undefined when it carried none. */
export const UploadedFormFile = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): UploadedFormFile | undefined =>
    uploaded.get(ctx.switchToHttp().getRequest<FastifyRequest>()),
);

export function FileUpload(field: string, limits: UploadLimits): Type<NestInterceptor> {
  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = ctx.switchToHttp().getRequest<FastifyRequest>();
      if (req.isMultipart()) await read(req, field, limits);
      return next.handle();
    }
  }
  return mixin(FileUploadInterceptor);
}

async function read(req: FastifyRequest, field: string, limits: UploadLimits): Promise<void> {
  const body: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { ...limits, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field)
          throw new DomainException(ErrorCode.RequestInvalid, 'Unexpected field');
        const buffer = await part.toBuffer();
        uploaded.set(req, {
          buffer,
          originalname: part.filename,
          mimetype: part.mimetype,
          size: buffer.length,
        });
      } else {
        body[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw refusal(err);
  }
  req.body = body;
}

/**
 * A file over its size stays the server's own 413; any other form the limits refuse (too many
 * files or fields, a broken form) is a bad request.
 */
function refusal(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return err;
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new DomainException(ErrorCode.RequestInvalid, (err as Error).message);
  }
  return err;
}
