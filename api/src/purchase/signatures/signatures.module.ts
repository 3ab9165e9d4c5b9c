import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { DocumentsModule } from '../documents';
import { SandboxSignatureProvider } from './sandbox-signature-provider';
import { SandboxSigningService } from './sandbox-signing.service';
import { SIGNATURE_PROVIDER } from './signature-provider';
import { SignaturesRepository } from './signatures.repository';
import { SignaturesService } from './signatures.service';
import { SigningController } from './signing.controller';

/**
 * Signatures on an application's documents. Other modules import it for `SignaturesService`
 * (send a packet, follow it, resend, void, hear when it completes); the sandbox provider and its
 * public signing endpoints come with it.
 */
@Module({
  imports: [DocumentsModule],
  controllers: [SigningController],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    { provide: SIGNATURE_PROVIDER, useClass: SandboxSignatureProvider },
    SignaturesRepository,
    SandboxSigningService,
    SignaturesService,
  ],
  exports: [SignaturesService, SIGNATURE_PROVIDER],
})
export class SignaturesModule {}
