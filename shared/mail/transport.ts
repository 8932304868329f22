import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { textToHtml } from './mail-text';
import type { RenderedMail } from './messages';

/** One message as the transport sends it. */
export interface Envelope extends RenderedMail {
  /** Stable across retries (made from the outbox id), so a receiver can drop a duplicate. */
  messageId: string;
  to: string;
  replyTo: string | null;
}

export interface MailTransport {
  /** Delivers one message; rejects when delivery failed (see `smtpFailure`). */
  send(mail: Envelope): Promise<void>;
  close(): void;
}

export interface TransportOptions {
  from: string;
  /** SMTP URL (smtp:// or smtps://); without it, messages are written as .eml files to DATA_DIR/mail. */
  smtpUrl?: string;
  dataDir: string;
}

export function createMailTransport({ from, smtpUrl, dataDir }: TransportOptions): MailTransport {
  // nodemailer is large: it is loaded when the first message goes out, not when the server starts.
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? // Timeouts well inside the worker's five-minute lease, so a stalled server cannot hold a message.
          nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as never)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const mailDir = join(dataDir, 'mail');

  return {
    async send(mail) {
      const info = await (await connect()).sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: textToHtml(mail.text),
        messageId: mail.messageId,
        // List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alert mail; nodemailer folds long lines.
        headers: mail.headers,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          path: attachmentPath(dataDir, a.path),
          contentType: a.contentType,
        })),
      });
      if (!smtpUrl) writeEml(mailDir, mail.messageId, (info as unknown as { message: Buffer }).message);
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/** Payloads name files relative to DATA_DIR; mail queued by older versions held absolute paths. */
export const attachmentPath = (dataDir: string, path: string) => (isAbsolute(path) ? path : join(dataDir, path));

/** What a failed delivery tells us, without the recipient's address (it is never logged). */
export interface SmtpFailure {
  /** The SMTP reply code, when the server answered (5xx: refused for good; 4xx: try later). */
  code: number | null;
  /** nodemailer's error code (ECONNECTION, ETIMEDOUT, EENVELOPE...), when there is one. */
  kind: string | null;
  permanent: boolean;
}

export function smtpFailure(error: unknown): SmtpFailure {
  const e = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  return { code, kind: typeof e.code === 'string' ? e.code : null, permanent: code !== null && code >= 500 && code < 600 };
}

/** Written owner-only under a temporary name and renamed, so a reader never sees half a message. */
function writeEml(dir: string, messageId: string, message: Buffer): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name = `${stamp}-${messageId.replace(/[^\w.-]+/g, '')}.eml`;
  const temp = join(dir, `.${randomUUID()}.tmp`);
  writeFileSync(temp, message, { mode: 0o600 });
  renameSync(temp, join(dir, name));
}
