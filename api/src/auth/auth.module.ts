import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { PgNotifications } from '../common/database/pg-notifications';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { JwtStrategy } from './jwt.strategy';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';
import { JWT_ALGORITHM, TokenService } from './token.service';

@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  providers: [JwtStrategy, PasswordHasher, PgNotifications, SessionsService, TokenService],
  exports: [JwtModule, JwtStrategy, PasswordHasher, PgNotifications, SessionsService, TokenService],
})
export class AuthModule {}
