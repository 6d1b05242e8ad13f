/**
 * Idempotency-Key for creating POSTs. The first request with a key claims it (insert-first, unique
 * per scope + key), runs, and stores its result; a repeat with the same key and request gets that
 * result again (header `Idempotent-Replayed: true`), a repeat that arrives while the first still runs
 * waits for it, and the same key with another request answers 422. Failed first attempts free the key.
 * Scope: the caller's company, or the client IP on public routes (register).
 */
import {
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  StreamableFile,
  type Type,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { isInfrastructureError } from '../infra-error';
import { successStatus } from '../success-status';
import { requestCompanyId, type AuthenticatedRequest } from '../auth/auth-context';
import { idempotencyError } from './idempotency.errors';
import { requestHash } from './request-hash';
import { IdempotencyRepository } from './idempotency.repository';
import { IDEMPOTENT_REPLAY, type IdempotentReplay } from './idempotent-replay';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 15_000;

interface Call {
  scope: string;
  key: string;
  hash: string;
  status: number;
  req: Request;
  res: Response;
  replay?: IdempotentReplay;
}

/** Longer than any request may run (PDF time-out + SMTP); an older unfinished claim was abandoned. */
const STALE_CLAIM_MS = 60_000;
const isStale = (claimedAt: Date) => Date.now() - claimedAt.getTime() > STALE_CLAIM_MS;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined) return next.handle();
    if (!KEY_PATTERN.test(key)) {
      throw idempotencyError('invalidKey');
    }
    const companyId = requestCompanyId(req);
    const scope = companyId ? `company:${companyId}` : `ip:${req.ip ?? 'unknown'}`;
    const status = successStatus(context.getHandler(), req.method);
    const replayType = this.reflector.get<Type<IdempotentReplay> | undefined>(
      IDEMPOTENT_REPLAY,
      context.getHandler(),
    );
    const replay = replayType ? this.moduleRef.get(replayType, { strict: false }) : undefined;
    return from(
      this.run({ scope, key, hash: requestHash(req, this.config.jwtSecret), status, req, res, replay }, next),
    );
  }

  private async run(call: Call, next: CallHandler): Promise<unknown> {
    const { scope, key, hash, res } = call;
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      if (await this.keys.claim(scope, key, hash)) return this.first(call, next);
      const row = await this.keys.find(scope, key);
      if (!row) continue; // the first attempt failed and freed the key: claim it again
      // Expired, or left "running" by a request that died with its database connection: take it over.
      if (row.expiresAt.getTime() < Date.now() || (row.status === null && isStale(row.createdAt))) {
        await this.keys.release(scope, key);
        continue;
      }
      if (row.requestHash !== hash) {
        throw idempotencyError('keyReused');
      }
      if (row.status !== null) {
        const body = call.replay ? await call.replay.replay(row.responseBody, call.req) : row.responseBody;
        res.status(row.status);
        res.setHeader('idempotent-replayed', 'true');
        return body;
      }
      if (Date.now() > deadline) {
        throw idempotencyError('inProgress');
      }
      await sleep(WAIT_STEP_MS);
    }
  }

  /**
   * Runs the handler and records its outcome. Recording is retried through a database blip (up to
   * PERSIST_RETRY_MS): the handler's writes are committed by then, and a lost record would either
   * leave the key "running" or, once reclaimed, let a repeat create a second time.
   */
  private async first(call: Call, next: CallHandler): Promise<unknown> {
    const { scope, key, status } = call;
    let result: unknown;
    try {
      result = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (err) {
      await persist(() => this.keys.release(scope, key)).catch(() => undefined);
      throw err;
    }
    if (result instanceof StreamableFile) {
      await persist(() => this.keys.release(scope, key));
      return result;
    }
    const stored = call.replay ? call.replay.toStored(result) : result;
    await persist(() => this.keys.complete(scope, key, status, stored ?? null));
    return result;
  }
}

const PERSIST_RETRY_MS = 20_000;

async function persist(write: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + PERSIST_RETRY_MS;
  for (let delay = 100; ; delay = Math.min(delay * 2, 2_000)) {
    try {
      return await write();
    } catch (err) {
      if (!isInfrastructureError(err) || Date.now() + delay > deadline) throw err;
      await sleep(delay);
    }
  }
}
