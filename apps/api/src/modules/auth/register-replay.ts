/**
 * A repeated registration or invitation acceptance (same Idempotency-Key and body) answers with the
 * account created the first time and a fresh session: tokens are never stored in the idempotency table.
 */
import { Injectable } from '@nestjs/common';
import type { AuthData } from '@offerteflow/contracts';
import type { Request } from 'express';
import type { IdempotentReplay } from '../../common';
import { clientOf } from './client-info';
import { AuthService } from './auth.service';

interface StoredRegistration {
  userId: string;
  companyId: string;
}

@Injectable()
export class RegisterReplay implements IdempotentReplay {
  constructor(private readonly auth: AuthService) {}

  toStored(result: unknown): StoredRegistration {
    const data = result as AuthData;
    return { userId: data.user.id, companyId: data.company.id };
  }

  replay(stored: unknown, req: Request): Promise<AuthData> {
    const { userId, companyId } = stored as StoredRegistration;
    return this.auth.sessionFor(userId, companyId, clientOf(req));
  }
}
