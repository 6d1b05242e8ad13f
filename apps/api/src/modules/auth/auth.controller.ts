import { Controller, Req } from '@nestjs/common';
import {
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  type LoginRequest,
  type RefreshRequest,
  authResponseSchema,
  logoutResponseSchema,
  verifyResponseSchema,
} from '@offerteflow/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { CurrentUser, Idempotent, Public, type AuthContext, Route, ValidBody } from '../../common';
import { AuthService } from './auth.service';
import { clientOf } from './client-info';
import { RegisterReplay } from './register-replay';

/** SPEC §7 Authentication. */
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Route.post('register', {
    summary: 'Register a company and its first user',
    response: authResponseSchema,
    errors: [409, 429],
    status: 201,
  })
  @Public()
  @Idempotent({ replay: RegisterReplay })
  register(
    @ValidBody(registerRequestSchema) body: z.output<typeof registerRequestSchema>,
    @Req() req: Request,
  ) {
    return this.auth.register(body, clientOf(req));
  }

  @Route.post('login', {
    summary: 'Log in with e-mail and password',
    response: authResponseSchema,
    errors: [401, 429],
    status: 200,
  })
  @Public()
  login(@ValidBody(loginRequestSchema) body: LoginRequest, @Req() req: Request) {
    return this.auth.login(body, clientOf(req));
  }

  @Route.post('refresh', {
    summary: 'Trade a refresh token for new tokens',
    response: authResponseSchema,
    errors: [401],
    status: 200,
  })
  @Public()
  refresh(@ValidBody(refreshRequestSchema) body: RefreshRequest) {
    return this.auth.refresh(body.refreshToken);
  }

  @Route.post('logout', { summary: 'End the current session', response: logoutResponseSchema, status: 200 })
  async logout(@CurrentUser() auth: AuthContext): Promise<{ loggedOut: true }> {
    await this.auth.logout(auth);
    return { loggedOut: true };
  }

  @Route.get('verify', { summary: 'The logged-in user and company', response: verifyResponseSchema })
  verify(@CurrentUser() auth: AuthContext) {
    return this.auth.verify(auth);
  }
}
