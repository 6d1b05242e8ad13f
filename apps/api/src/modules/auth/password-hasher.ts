/** argon2id password hashing; verifyDummy() keeps the timing of unknown e-mails close to wrong passwords. */
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum in the typings)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same work as a real verification; always false. */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.dummy, password);
    return false;
  }
}
