import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, TextInput } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { FormDialog } from '../../../src/components/forms/FormDialog';
import { en } from '../../../src/i18n/en';
import { dataProvider } from '../../../src/providers/dataProvider';
import { mockApi } from '../providers/msw';

/**
 * A form whose record is read late or again (issue 23, slow lines) never replaces what the user
 * typed: the edit dialog shows its form once the record is there, and a record read again while
 * the form holds unsaved input leaves the form as it is; the save then meets the change made
 * meanwhile (412) and merges it with what was typed.
 */
const server = mockApi();
afterEach(cleanup);

const VENUE = { id: 'v1', organisationId: 'o1', name: 'Halle Süd', comment: '', deleted: false, version: 'a' };
/** Jana's change, made meanwhile: another name. */
const THEIRS = { ...VENUE, name: 'Halle Nord', version: 'b' };

/** An answer the test lets go when it chooses: the server is slow. */
function held() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

function serve(read: () => Promise<Response>) {
  const patches: { body: unknown; ifMatch: string | null }[] = [];
  server.use(
    http.get('*/api/v2/venues/v1', read),
    http.get('*/api/v2/venues/v1/changes', () => HttpResponse.json([])),
    http.put('*/api/v2/changes/editing', () => HttpResponse.json({ editors: [] })),
    http.delete('*/api/v2/changes/editing', () => new HttpResponse(null, { status: 204 })),
    http.patch('*/api/v2/venues/v1', async ({ request }) => {
      patches.push({ body: await request.json(), ifMatch: request.headers.get('if-match') });
      return HttpResponse.json(
        {
          statusCode: 412,
          code: 'CHANGED_MEANWHILE',
          message: 'Someone else changed this record after you opened it.',
          current: THEIRS,
          changedBy: 'Jana Winter',
          changedAt: '2026-05-04T12:05:00.000Z',
        },
        { status: 412 },
      );
    }),
  );
  return patches;
}

function renderDialog(queryClient = new QueryClient()) {
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider(() => en, 'en')}
      dataProvider={dataProvider}
      store={memoryStore()}
      queryClient={queryClient}
    >
      <FormDialog resource="venues" id="v1" open onClose={() => undefined} title="Edit venue">
        <TextInput source="name" />
        <TextInput source="comment" />
      </FormDialog>
    </AdminContext>,
  );
  return queryClient;
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('a form whose record comes late or again', () => {
  it('shows the form once the slow read answered, with the record in it', async () => {
    const slow = held();
    serve(async () => {
      await slow.gate;
      return HttpResponse.json(VENUE);
    });
    renderDialog();
    // nothing to type into yet: the record's read has not answered
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    slow.release();
    await waitFor(() => expect(input('Name').value).toBe('Halle Süd'));
  });

  it('keeps what was typed when the record is read again, and merges the change made meanwhile on save', async () => {
    let reads = 0;
    const again = held();
    const patches = serve(async () => {
      reads += 1;
      if (reads === 1) return HttpResponse.json(VENUE);
      // read again (the window got the focus back, a refresh): slow, and changed by Jana
      await again.gate;
      return HttpResponse.json(THEIRS);
    });
    const queryClient = renderDialog();
    await waitFor(() => expect(input('Name').value).toBe('Halle Süd'));
    fireEvent.change(input('Comment'), { target: { value: 'Beamer defekt' } });

    const refetch = queryClient.refetchQueries({ queryKey: ['venues', 'getOne'] });
    again.release();
    await act(() => refetch);
    expect(reads).toBe(2);
    // the typed comment stays, and the form stays on the record as loaded
    expect(input('Comment').value).toBe('Beamer defekt');
    expect(input('Name').value).toBe('Halle Süd');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // the save goes with the version the form loaded, meets Jana's change and merges it
    expect(await screen.findByTestId('conflict-notice')).toBeTruthy();
    expect(patches.map((patch) => patch.ifMatch)).toEqual(['"a"']);
    expect(input('Name').value).toBe('Halle Nord');
    expect(input('Comment').value).toBe('Beamer defekt');
  });
});
