/**
 * Public links of sent quotes (/o/:token): 128-bit random tokens of which only the SHA-256 is stored.
 * A lookup hashes the presented token, finds the row by its unique hash and compares the hashes once
 * more in constant time; revoked links are never found.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { sha256Hex } from '../../common/sha256';
import { QuoteLinkEntity } from './quote-link.entity';

/** base64url of 16 random bytes: 22 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const hashLinkToken = (token: string): string => sha256Hex(token);

@Injectable()
export class QuoteLinksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new link for the quote; returns the token (never stored). */
  async create(companyId: string, quoteId: string): Promise<string> {
    const token = randomBytes(16).toString('base64url');
    await this.dataSource
      .getRepository(QuoteLinkEntity)
      .insert({ companyId, quoteId, tokenHash: hashLinkToken(token) });
    return token;
  }

  /** The active link of a token, or null for a malformed, unknown or revoked one. */
  async find(token: string): Promise<QuoteLinkEntity | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const hash = hashLinkToken(token);
    const link = await this.dataSource
      .getRepository(QuoteLinkEntity)
      .findOne({ where: { tokenHash: hash, revokedAt: IsNull() } });
    if (!link || !timingSafeEqual(Buffer.from(link.tokenHash, 'hex'), Buffer.from(hash, 'hex'))) return null;
    return link;
  }

  /** Revokes every active link of the quote; returns how many were revoked. */
  async revokeAll(companyId: string, quoteId: string): Promise<number> {
    const result = await this.dataSource
      .getRepository(QuoteLinkEntity)
      .update({ companyId, quoteId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return result.affected ?? 0;
  }

  async delete(companyId: string, token: string): Promise<void> {
    await this.dataSource
      .getRepository(QuoteLinkEntity)
      .delete({ companyId, tokenHash: hashLinkToken(token) });
  }
}
