import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAttachment, OutboxRow } from '../store/outbox-repository';

export interface MailTransport {
  /** Delivers one message; resolves to its Message-ID, rejects when delivery failed. */
  send(mail: OutboxRow): Promise<string | null>;
  close(): void;
}

export interface TransportOptions {
  from: string;
  /** SMTP URL (smtp:// or smtps://); without it, messages are written as .eml files to mailDir. */
  smtpUrl?: string;
  mailDir: string;
}

export function createMailTransport({ from, smtpUrl, mailDir }: TransportOptions): MailTransport {
  // Timeouts well inside the worker's five-minute lease, so a stalled server cannot hold a message.
  const transporter = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as never)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail) {
      const attachments = (JSON.parse(mail.attachments) as MailAttachment[]).map((a) => ({
        filename: a.filename,
        path: a.path,
        contentType: a.contentType,
      }));
      const info = await transporter.sendMail({
        from,
        to: mail.recipient,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        text: mail.text_body,
        attachments,
      });
      if (!smtpUrl) writeEml(mailDir, mail.id, (info as unknown as { message: Buffer }).message);
      return info.messageId ?? null;
    },
    close: () => transporter.close(),
  };
}

/** Written under a temporary name and renamed, so a reader never sees half a message. */
function writeEml(dir: string, id: number, message: Buffer): void {
  mkdirSync(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
  const temp = join(dir, `.${randomUUID()}.tmp`);
  writeFileSync(temp, message);
  renameSync(temp, join(dir, name));
}
