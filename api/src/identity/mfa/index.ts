/** What other modules may use of identity/mfa. */
export { LoginResponseDto } from './dto/mfa.dto';
export { MfaModule } from './mfa.module';
export { MfaService } from './mfa.service';
export type { MfaChallengeIssued } from './mfa.service';
