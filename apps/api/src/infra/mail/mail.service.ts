/** Outgoing e-mail: nodemailer over SMTP_URL, or .eml files in DATA_DIR/outbox when SMTP_URL is unset. */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { LOGGER } from '../../common/logger';

export interface MailAttachment {
  filename: string;
  content?: Buffer | string;
  /** A file path or a data: URL, instead of `content`. */
  path?: string;
  contentType?: string;
  /** Content-ID of an inline image (referred to as `cid:...` in the HTML). */
  cid?: string;
}

/** An inline image of a branded mail (the company logo), its content a data: URL. */
export interface InlineImage {
  filename: string;
  dataUrl: string;
  contentType: string;
  cid: string;
}

/** Inline images as attachments (nodemailer reads a data: URL as `path`), referred to by `cid:`. */
export const inlineAttachments = (images: readonly InlineImage[]): MailAttachment[] =>
  images.map(({ filename, dataUrl, contentType, cid }) => ({ filename, path: dataUrl, contentType, cid }));

export interface MailMessage {
  to: string;
  /** Display name of the sender; the address stays the one of MAIL_FROM. */
  fromName?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** Path of the .eml file in outbox mode. */
  file?: string;
}

/** The address part of 'Name <address>' (or the whole value when it is a bare address). */
export function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly outbox?: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.outbox = join(config.dataDir, 'outbox');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(message: MailMessage): Promise<SentMail> {
    const { fromName, ...rest } = message;
    const from = fromName
      ? { name: fromName, address: mailAddress(this.config.mailFrom) }
      : this.config.mailFrom;
    const info = await this.transport.sendMail({ ...rest, from });
    if (!this.outbox) {
      this.logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      return { messageId: info.messageId };
    }
    await mkdir(this.outbox, { recursive: true });
    const file = join(
      this.outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
    );
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    this.logger.info(
      { to: message.to, subject: message.subject, file },
      'mail written to outbox (no SMTP_URL)',
    );
    return { messageId: info.messageId, file };
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
