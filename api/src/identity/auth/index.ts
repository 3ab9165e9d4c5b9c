/** What other modules may use of identity/auth. */
export { JwtAuthGuard } from './auth.guard';
export { AuthModule } from './auth.module';
export { AuthResponseDto, SessionResponseDto, UserIdParamDto } from './dto/auth.dto';
export { GuestQuoteGate } from './guest-quote-gate';
export { PasswordHasher } from './password-hasher';
export { PrincipalCache } from './principal-cache';
export { PasswordPolicy } from './password-policy';
export { JwtStrategy, JWT_STRATEGY } from './jwt.strategy';
export { PrincipalResolver } from './principal-resolver';
export { EndsSession, IssuesSession } from './session-cookie.interceptor';
export { cookieSessionToken, cookieValue, SessionCookies, sessionTokenOf } from './session-cookies';
export type { SessionKind, SessionToken } from './session-cookies';
export { SessionsService } from './sessions.service';
export type { LiveSession } from './sessions.service';
export { SignInService } from './sign-in.service';
export type { BorSessionCheck, PasswordAttempt, SigningInUser } from './sign-in.service';
export { TokenService } from './token.service';
export type { IssuedToken, VerifiedClaims } from './token.service';
