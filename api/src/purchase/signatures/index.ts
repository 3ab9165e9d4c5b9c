/** What other modules may use of purchase/signatures. */
export { SIGNATURE_PROVIDER } from './signature-provider';
export type { NewPacketSigner, SignatureProvider, SignerStatus } from './signature-provider';
export { SignaturesModule } from './signatures.module';
export { SignaturesService } from './signatures.service';
export type { PacketCompleted, PacketStatusView, SignerProgressed } from './signatures.service';
export type { PacketKind, PacketStatus } from './entities/signature-packet.entity';
