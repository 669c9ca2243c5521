import fs from 'node:fs';
import path from 'node:path';

/** A mail the server captured to DATA_DIR/mail (no SMTP_URL), decoded. */
export interface CapturedMail {
  file: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );

export function parseMail(file: string): CapturedMail {
  const raw = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const headerText = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = raw.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of headerText.split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return {
    file,
    to: headers.get('to') ?? '',
    replyTo: headers.get('reply-to'),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: text.replace(/\n$/, ''),
  };
}

/** Every captured mail in the folder, oldest first. */
export function capturedMails(dataDir: string): CapturedMail[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(path.join(dir, f)));
}

/**
 * Waits until a captured mail to `to` arrives beyond the `seen` ones (mail is sent after the
 * answer). Gives up with a clear error after a generous while.
 */
export async function waitForMail(dataDir: string, to: string, seen = 0): Promise<CapturedMail> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const mails = capturedMails(dataDir).filter((m) => m.to === to);
    if (mails.length > seen) return mails[mails.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} arrived in ${path.join(dataDir, 'mail')}`);
}

/** The reset link's token in a mail. */
export const tokenOf = (mail: CapturedMail) => {
  const match = /password-reset\/reset\?token=([\w%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
};
