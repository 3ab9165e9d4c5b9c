/** What other modules may use of identity/auth. */
export { JwtAuthGuard } from './auth.guard';
export { AuthModule } from './auth.module';
export { AuthResponseDto, UserIdParamDto } from './dto/auth.dto';
export { GuestQuoteGate } from './guest-quote-gate';
export { PasswordHasher } from './password-hasher';
export { PasswordPolicy } from './password-policy';
export { PrincipalResolver } from './principal-resolver';
export { SessionsService } from './sessions.service';
export type { LiveSession } from './sessions.service';
export { SignInService } from './sign-in.service';
export type { BorSessionCheck, PasswordAttempt, SigningInUser } from './sign-in.service';
export { TokenService } from './token.service';
export type { IssuedToken, VerifiedClaims } from './token.service';
