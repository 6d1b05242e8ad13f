import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { AccessTokenVerifier } from '../../common';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { UnitOfWork } from '../../database/tx';
import { CompaniesModule } from '../companies/companies.module';
import { SettingsModule } from '../settings/settings.module';
import { TemplatesModule } from '../templates/templates.module';
import { UsersModule } from '../users/users.module';
import { AccessTokenService } from './access-token.service';
import { accessTokenKey } from './hs256';
import { AccountsRepository } from './accounts.repository';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { RegisterReplay } from './register-replay';
import { SessionsRepository } from './sessions.repository';

/** Also installs the global JwtAuthGuard: every route needs a token unless @Public(). */
@Module({
  imports: [
    ApiKeysModule,
    CompaniesModule,
    UsersModule,
    SettingsModule,
    TemplatesModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig) => {
        const key = accessTokenKey(config.jwtSecret);
        return {
          secretOrKeyProvider: () => key,
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        };
      },
    }),
  ],
  controllers: [AuthController],
  providers: [
    UnitOfWork,
    AccountsRepository,
    SessionsRepository,
    AccessTokenService,
    PasswordHasher,
    LoginThrottle,
    AuthService,
    RegisterReplay,
    { provide: AccessTokenVerifier, useExisting: AccessTokenService },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [AuthService, RegisterReplay, PasswordHasher, SessionsRepository, LoginThrottle],
})
export class AuthModule {}
