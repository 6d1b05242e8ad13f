import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  type AuthData,
  type LoginRequest,
  type RefreshRequest,
  type VerifyResponse,
  authResponseSchema,
  logoutResponseSchema,
  verifyResponseSchema,
} from '@offerteflow/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { CurrentUser, Idempotent, Public, zodBody, type AuthContext, ApiDoc } from '../../common';
import { AuthService } from './auth.service';
import { clientOf } from './client-info';
import { RegisterReplay } from './register-replay';

/** SPEC §7 Authentication. */
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @ApiDoc({
    summary: 'Register a company and its first user',
    response: authResponseSchema,
    errors: [409, 429],
  })
  @Post('register')
  @HttpCode(201)
  @Idempotent({ replay: RegisterReplay })
  register(
    @Body(zodBody(registerRequestSchema)) body: z.output<typeof registerRequestSchema>,
    @Req() req: Request,
  ): Promise<AuthData> {
    return this.auth.register(body, clientOf(req));
  }

  @Public()
  @ApiDoc({ summary: 'Log in with e-mail and password', response: authResponseSchema, errors: [401, 429] })
  @Post('login')
  @HttpCode(200)
  login(@Body(zodBody(loginRequestSchema)) body: LoginRequest, @Req() req: Request): Promise<AuthData> {
    return this.auth.login(body, clientOf(req));
  }

  @Public()
  @ApiDoc({ summary: 'Trade a refresh token for new tokens', response: authResponseSchema, errors: [401] })
  @Post('refresh')
  @HttpCode(200)
  refresh(@Body(zodBody(refreshRequestSchema)) body: RefreshRequest): Promise<AuthData> {
    return this.auth.refresh(body.refreshToken);
  }

  @ApiDoc({ summary: 'End the current session', response: logoutResponseSchema })
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() auth: AuthContext): Promise<{ loggedOut: true }> {
    await this.auth.logout(auth);
    return { loggedOut: true };
  }

  @ApiDoc({ summary: 'The logged-in user and company', response: verifyResponseSchema })
  @Get('verify')
  verify(@CurrentUser() auth: AuthContext): Promise<VerifyResponse['data']> {
    return this.auth.verify(auth);
  }
}
