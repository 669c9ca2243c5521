import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { privateFolder, writePrivateFile } from './privateFiles';

export interface Mail {
  to: string | string[];
  subject: string;
  text: string;
  /** Where answers go (the support form's sender). */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where captured mail goes when no SMTP server is configured; undefined when sending for real. */
  captureDir?: string;
}

/**
 * Mail goes through nodemailer: to SMTP_URL when set, otherwise into a local capture: each message
 * is written as an .eml file to DATA_DIR/mail (readable by the server's user only) and announced
 * in the server log.
 */
export function createMailer(
  options: { smtpUrl?: string; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const captureDir = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    captureDir,
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      // a reset link in a mail another local user can read is his to use: the folder is private
      privateFolder(captureDir);
      const file = path.join(
        captureDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writePrivateFile(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail captured (no SMTP_URL set)');
    },
  };
}
