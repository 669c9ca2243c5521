import type { FastifyReply, FastifyRequest } from 'fastify';
import { english, type Message } from '../../src/domain/validation';
import type { Config } from '../config';
import type { ErrorCode } from '../../src/domain/errors';
import { HttpError } from '../http/errors';

/** An uploaded file, checked and read into memory (it goes into a bytea column). */
export interface Upload {
  fileName: string;
  contentType: string;
  size: number;
  content: Buffer;
}

/** Types served for the accepted extensions; anything else is served as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const MAX_FILE_NAME = 255;

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/**
 * The last segment of what the browser sent, without control or reserved characters, at most
 * 255 characters (keeping the extension): no path of the uploader's machine, nothing a file
 * system or a header could trip over. Empty when nothing is left.
 */
export function safeFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  let name = last
    .normalize('NFC')
    // control characters and what file systems refuse
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  if (name.length > MAX_FILE_NAME) {
    const ext = extensionOf(name);
    name =
      ext && ext.length < 20 ? `${name.slice(0, MAX_FILE_NAME - ext.length - 1)}.${ext}` : name.slice(0, MAX_FILE_NAME);
  }
  return name;
}

/**
 * The first bytes every file of a type starts with. A file whose content is not what its name
 * says (an HTML page or a program renamed to .pdf) is refused; types without a fixed signature
 * (e.g. txt, csv) are taken as named.
 */
const SIGNATURES: Record<string, Buffer[]> = {
  pdf: [Buffer.from('%PDF-')],
  png: [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  jpg: [Buffer.from([0xff, 0xd8, 0xff])],
  jpeg: [Buffer.from([0xff, 0xd8, 0xff])],
  gif: [Buffer.from('GIF87a'), Buffer.from('GIF89a')],
};

const contentMatches = (extension: string, content: Buffer) =>
  !SIGNATURES[extension] ||
  SIGNATURES[extension].some((signature) => content.subarray(0, signature.length).equals(signature));

const fileError = (status: number, code: ErrorCode, message: Message) =>
  new HttpError(status, code, english(message), { file: english(message) });

/**
 * Reads the one file of a multipart request. Refuses, with a message under `file`, a request
 * without a file (400), a file type not in UPLOAD_EXTENSIONS (400), an empty file (400), one
 * whose content is not of its type (400) and one larger than UPLOAD_MAX_MB (413).
 */
export async function readUpload(request: FastifyRequest, config: Config): Promise<Upload> {
  if (!request.isMultipart()) throw fileError(400, 'VALIDATION', { key: 'required' });
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1 } });
  } catch {
    throw fileError(400, 'VALIDATION', { key: 'invalidValue' });
  }
  if (!part) throw fileError(400, 'VALIDATION', { key: 'required' });
  const fileName = safeFileName(part.filename ?? '');
  const extension = extensionOf(fileName);
  if (!fileName) {
    part.file.resume();
    throw fileError(400, 'VALIDATION', { key: 'required' });
  }
  if (!config.uploadExtensions.includes(extension)) {
    part.file.resume();
    throw fileError(400, 'FILE_EXTENSION', {
      key: 'fileExtension',
      values: { extensions: config.uploadExtensions.join(', ') },
    });
  }
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(413, 'FILE_TOO_LARGE', { key: 'fileTooLarge', values: { n: config.uploadMaxMb } });
    }
    throw fileError(400, 'VALIDATION', { key: 'invalidValue' });
  }
  if (content.length === 0) throw fileError(400, 'FILE_EMPTY', { key: 'fileEmpty' });
  if (!contentMatches(extension, content))
    throw fileError(400, 'FILE_CONTENT', { key: 'fileContent', values: { extension } });
  return {
    fileName,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    size: content.length,
    content,
  };
}

/** RFC 5987: percent-encoded UTF-8, with the characters encodeURIComponent leaves alone but the header may not carry. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with an ASCII fallback name and the real one as filename* (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const safe = safeFileName(fileName) || 'download';
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(safe)}`;
}

/** Sends a stored file as a download; never shown inline, never sniffed. */
export function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; content: Buffer }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/** What the browser checks before an upload starts (the server checks it again). */
export const uploadRules = (config: Config) => ({ maxMb: config.uploadMaxMb, extensions: config.uploadExtensions });
