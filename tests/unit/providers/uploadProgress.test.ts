import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ApiError } from '../../../src/providers/http';
import { session } from '../../../src/providers/storage';
import { checkFile } from '../../../src/components/files/useUploadRules';
import { fileNameOf } from '../../../src/components/files/download';
import { mockApi } from './msw';

const server = mockApi();

describe('uploads with progress', () => {
  it('sends a JSON body with progress through XMLHttpRequest, with token and content type', async () => {
    session.save('token-2', Date.now() + 60_000);
    server.use(
      http.post('*/api/v2/itc-instructors/import', async ({ request }) =>
        HttpResponse.json({
          type: request.headers.get('content-type'),
          auth: request.headers.get('authorization'),
          dryRun: new URL(request.url).searchParams.get('dryRun'),
          body: await request.json(),
        }),
      ),
    );
    const progress: number[] = [];
    const { json } = await api<Record<string, unknown>>('itc-instructors/import', {
      method: 'POST',
      query: { dryRun: 'true' },
      body: { rows: [{ organisation: 'Nord' }] },
      onProgress: (f) => progress.push(f),
    });
    expect(json).toEqual({
      type: 'application/json',
      auth: 'Bearer token-2',
      dryRun: 'true',
      body: { rows: [{ organisation: 'Nord' }] },
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects with the server’s field message', async () => {
    server.use(
      http.post('*/api/v2/instructor-certificates/c1/files', () =>
        HttpResponse.json(
          {
            statusCode: 413,
            code: 'FILE_TOO_LARGE',
            message: 'The file may be at most 1 MB.',
            errors: { file: 'The file may be at most 1 MB.' },
          },
          { status: 413 },
        ),
      ),
    );
    const body = new FormData();
    body.append('file', new Blob(['x']), 'a.pdf');
    const error = await api('instructor-certificates/c1/files', { method: 'POST', body, onProgress: () => {} }).catch(
      (e: ApiError) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).body.errors?.file).toBe('The file may be at most 1 MB.');
  });
});

describe('file checks in the browser', () => {
  const rules = { maxMb: 1, extensions: ['pdf', 'png'] };
  it('refuses other types, empty files and files over the limit', () => {
    expect(checkFile({ name: 'a.PDF', size: 10 }, rules)).toBeUndefined();
    expect(checkFile({ name: 'a.exe', size: 10 }, rules)).toEqual({
      key: 'fileExtension',
      values: { extensions: 'pdf, png' },
    });
    expect(checkFile({ name: 'noextension', size: 10 }, rules)?.key).toBe('fileExtension');
    expect(checkFile({ name: 'a.png', size: 0 }, rules)).toEqual({ key: 'fileEmpty' });
    expect(checkFile({ name: 'a.png', size: 1024 * 1024 + 1 }, rules)).toEqual({
      key: 'fileTooLarge',
      values: { n: 1 },
    });
  });

  it('reads the download name from Content-Disposition, preferring filename*', () => {
    expect(fileNameOf(`attachment; filename="Bogen.pdf"; filename*=UTF-8''B%C3%B6gen.pdf`, 'x')).toBe('Bögen.pdf');
    expect(fileNameOf('attachment; filename="Bogen.pdf"', 'x')).toBe('Bogen.pdf');
    expect(fileNameOf(null, 'fallback.pdf')).toBe('fallback.pdf');
  });
});
