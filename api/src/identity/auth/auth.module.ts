import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { PgNotifications } from '../../common/database/pg-notifications';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { JwtStrategy } from './jwt.strategy';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
import { PrincipalResolver } from './principal-resolver';
import { RepSessionsRepository } from './rep-sessions.repository';
import { SessionsRepository } from './sessions.repository';
import { SessionCookieInterceptor } from './session-cookie.interceptor';
import { SessionCookies } from './session-cookies';
import { SessionsService } from './sessions.service';
import { SignInFailuresRepository } from './sign-in-failures.repository';
import { SignInService } from './sign-in.service';
import { jwtOptions, TokenService, TokenVerifier } from './token.service';

@Global()
@Module({
  imports: [
    PassportModule.register({ session: false }),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => jwtOptions(config.jwtSecret),
    }),
  ],
  providers: [
    {
      provide: TokenVerifier,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new TokenVerifier(config.jwtSecret),
    },
    PrincipalResolver,
    JwtStrategy,
    SessionCookies,
    SessionCookieInterceptor,
    PasswordHasher,
    PasswordPolicy,
    PgNotifications,
    RepSessionsRepository,
    SessionsRepository,
    SessionsService,
    SignInFailuresRepository,
    SignInService,
    TokenService,
  ],
  exports: [
    JwtModule,
    JwtStrategy,
    PassportModule,
    PrincipalResolver,
    SessionCookies,
    PasswordHasher,
    PasswordPolicy,
    PgNotifications,
    SessionsService,
    SignInService,
    TokenService,
  ],
})
export class AuthModule {}
