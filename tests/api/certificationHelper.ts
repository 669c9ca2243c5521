import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestApp } from './helper';

/** Shared pieces of the certification API tests: demo ids, logins, multipart bodies, captured mail. */

export const DEMO_USERS = {
  its: 'its@example.com',
  sued: 'its.sued@example.com',
  itc: 'itc@example.com',
  itcCh: 'itc.ch@example.com',
  instructor: 'instructor@example.com',
  plain: 'user@example.com',
  admin: 'admin@example.com',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export async function loginAll(t: TestApp): Promise<Record<DemoUser, string>> {
  const entries = await Promise.all(
    Object.entries(DEMO_USERS).map(async ([key, email]) => [key, await t.login(email)] as const),
  );
  return Object.fromEntries(entries) as Record<DemoUser, string>;
}

export async function demoIds(t: TestApp) {
  const orgs = await t.db.selectFrom('organisations').select(['id', 'name']).execute();
  const org = (name: string) => orgs.find((o) => o.name === name)!.id;
  const disciplines = await t.db
    .selectFrom('disciplines')
    .select(['id', 'name', 'organisationId'])
    .where('deleted', '=', false)
    .execute();
  const itc = org('ITC Deutschland');
  const discipline = (name: string, owner = itc) =>
    disciplines.find((d) => d.name === name && d.organisationId === owner)!.id;
  const instructorByName = async (firstName: string, lastName: string) =>
    (
      await t.db
        .selectFrom('instructorProfiles as i')
        .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
        .select('i.id')
        .where('p.firstName', '=', firstName)
        .where('p.lastName', '=', lastName)
        .where('i.deleted', '=', false)
        .executeTakeFirstOrThrow()
    ).id;
  return {
    itc,
    nord: org('Trainingszentrum Nord'),
    sued: org('Trainingszentrum Süd'),
    west: org('Trainingszentrum West'),
    itcCh: org('ITC Schweiz'),
    bern: org('Ausbildungszentrum Bern'),
    discipline,
    instructorByName,
  };
}

/** A multipart body with one file, as a browser sends it. */
export function multipart(fileName: string, content: Buffer | string, field = 'file') {
  const boundary = `----certadmin${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

/** Uploads a file to a certificate. */
export function upload(
  t: TestApp,
  token: string,
  certificateId: string,
  type: string,
  fileName = `${type.toLowerCase()}.pdf`,
  content: Buffer | string = PDF,
) {
  const { body, headers } = multipart(fileName, content);
  return t.call('POST', `instructor-certificates/${certificateId}/files?type=${type}`, { token, body, headers });
}

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

/** Mail captured into DATA_DIR/mail (no SMTP in tests), oldest first. */
export function capturedMail(t: TestApp): CapturedMail[] {
  const dir = path.join(t.config.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      const [folded, ...rest] = raw.split('\n\n');
      const head = folded.replace(/\r?\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
      return { to: header('To'), subject: decodeHeader(header('Subject')), text: decodeBody(head, rest.join('\n\n')) };
    });
}

export function clearMail(t: TestApp) {
  fs.rmSync(path.join(t.config.dataDir, 'mail'), { recursive: true, force: true });
}

/** =?UTF-8?Q?...?= / =?UTF-8?B?...?= words of a header. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(head: string, body: string): string {
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body;
}

/** A count of the rows of a table. */
export async function countRows(
  t: TestApp,
  table:
    | 'instructorCertificates'
    | 'certificateFiles'
    | 'instructorProfiles'
    | 'participantProfiles'
    | 'disciplines'
    | 'auditLog',
) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
