import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  type AuthData,
  type LoginRequest,
  type RefreshRequest,
  type VerifyResponse,
} from '@offerteflow/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { CurrentUser, Idempotent, Public, zodBody, type AuthContext } from '../../common';
import { AuthService } from './auth.service';
import { clientOf } from './client-info';
import { RegisterReplay } from './register-replay';

/** SPEC §7 Authentication. */
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
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
  @Post('login')
  @HttpCode(200)
  login(@Body(zodBody(loginRequestSchema)) body: LoginRequest, @Req() req: Request): Promise<AuthData> {
    return this.auth.login(body, clientOf(req));
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  refresh(@Body(zodBody(refreshRequestSchema)) body: RefreshRequest): Promise<AuthData> {
    return this.auth.refresh(body.refreshToken);
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() auth: AuthContext): Promise<{ loggedOut: true }> {
    await this.auth.logout(auth);
    return { loggedOut: true };
  }

  @Get('verify')
  verify(@CurrentUser() auth: AuthContext): Promise<VerifyResponse['data']> {
    return this.auth.verify(auth);
  }
}
