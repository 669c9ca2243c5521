import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  ListContextProvider,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  testDataProvider,
  useList,
  type TranslationMessages,
} from 'react-admin';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkEditButton } from '../../../src/components/lists/BulkEditButton';
import type { BulkEditResult } from '../../../src/domain/bulk';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';
import { mergeMessages } from '../../../src/i18n/merge';

const catalogues = { en: mergeMessages(en, {}), de: mergeMessages(de, {}) } as unknown as Record<
  'en' | 'de',
  TranslationMessages
>;
const rows = [
  { id: 'v1', name: 'Aula Nord', address: 'Hafen 1', comment: null, version: 'a1' },
  { id: 'v2', name: 'Halle Süd', address: 'Ring 2', comment: 'alt', version: 'b1' },
  { id: 'v3', name: 'Keller', address: null, comment: null, version: 'c1' },
];

/** The list's selection as the page shows it: the rows still selected after a save. */
const Selection = () => {
  const list = useList({ data: rows });
  const { onSelect } = list;
  useEffect(() => onSelect(['v1', 'v2']), [onSelect]);
  return (
    <ListContextProvider value={list}>
      <BulkEditButton />
      <output data-testid="selected">{list.selectedIds.join(',')}</output>
    </ListContextProvider>
  );
};

function show(
  editMany: (resource: string, params: never) => Promise<BulkEditResult>,
  locale: 'en' | 'de' = 'en',
  editRows?: (resource: string, params: never) => Promise<BulkEditResult>,
) {
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider((l) => catalogues[l as 'en' | 'de'], locale)}
      dataProvider={{ ...testDataProvider(), editMany, editRows } as never}
    >
      <ResourceDefinitionContextProvider
        definitions={{ venues: { name: 'venues', hasList: true, recordRepresentation: 'name' } }}
      >
        <ResourceContextProvider value="venues">
          <Selection />
        </ResourceContextProvider>
        <Notification />
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );
}

// a form with a dialog renders slowly on a busy machine: more than vitest's default 5 s
describe('Edit N selected', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('sends only the ticked fields with the versions the list showed, and says how many were saved', async () => {
    const editMany = vi.fn(async () => ({ data: ['v1', 'v2'], refused: [] }));
    show(editMany);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 2 entries' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // nothing ticked, nothing to save; an unticked input cannot be typed in
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Address') as HTMLTextAreaElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Change “Comment”' }));
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Schlüssel am Empfang' } });
    fireEvent.click(save);
    await waitFor(() => expect(editMany).toHaveBeenCalledTimes(1));
    expect(editMany).toHaveBeenCalledWith('venues', {
      ids: ['v1', 'v2'],
      data: { comment: 'Schlüssel am Empfang' },
      versions: { v1: 'a1', v2: 'b1' },
    });
    expect(await screen.findByText('2 entries saved.')).toBeTruthy();
    expect(screen.getByTestId('selected').textContent).toBe('');
  });

  it('offers Undo in the notice: each saved row gets its value back on the version the save gave it', async () => {
    const editMany = vi.fn(async (_resource: string, params: { ids: string[] }) => ({
      data: params.ids,
      refused: [],
      versions: { v1: 'a2', v2: 'b2' },
    }));
    const editRows = vi.fn(async (_resource: string, params: { rows: { id: string }[] }) => ({
      data: params.rows.map((row) => row.id),
      refused: [],
    }));
    show(editMany, 'de', editRows);
    fireEvent.click(await screen.findByRole('button', { name: '2 ausgewählte bearbeiten' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '„Kommentar“ ändern' }));
    fireEvent.change(within(dialog).getByLabelText('Kommentar'), { target: { value: 'neu' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('2 Einträge gespeichert.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Rückgängig' }));
    expect(await screen.findByText('2 Einträge zurückgesetzt.')).toBeTruthy();
    // one request, each row with its own value and its version after the save
    expect(editRows.mock.calls).toEqual([
      [
        'venues',
        {
          rows: [
            { id: 'v1', version: 'a2', data: { comment: null } },
            { id: 'v2', version: 'b2', data: { comment: 'alt' } },
          ],
          undo: true,
        },
      ],
    ]);
  });

  it('checks a ticked field with the form’s validators and sends nothing while it is wrong; a cleared one is sent as empty', async () => {
    const editMany = vi.fn(async () => ({ data: ['v1', 'v2'], refused: [] }));
    show(editMany);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2 selected' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Change “Comment”' }));
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('2000 characters maximum.')).toBeTruthy();
    expect(editMany).not.toHaveBeenCalled();
    // unticked, its value is neither checked nor sent; the address, ticked and left empty, clears it
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Change “Comment”' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Change “Address”' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(editMany).toHaveBeenCalledTimes(1));
    expect(editMany).toHaveBeenCalledWith('venues', expect.objectContaining({ data: { address: null } }));
  });

  it('lists the refused rows with their reason in German and keeps them selected', async () => {
    const editMany = vi.fn(async () => ({
      data: ['v1'],
      refused: [
        { id: 'v2', code: 'CHANGED_MEANWHILE', message: 'Someone else changed this record after you opened it.' },
      ],
    }));
    show(editMany, 'de');
    fireEvent.click(await screen.findByRole('button', { name: '2 ausgewählte bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: '2 Einträge bearbeiten' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '„Adresse“ ändern' }));
    fireEvent.change(within(dialog).getByLabelText('Adresse'), { target: { value: 'Neuer Weg 3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const summary = await screen.findByTestId('bulk-summary');
    expect(summary.textContent).toBe(
      'Ein Eintrag gespeichert. Ein Eintrag wurde nicht gespeichert und bleibt ausgewählt:',
    );
    const refused = screen.getByTestId('bulk-result');
    expect(refused.textContent).toContain('Halle Süd');
    expect(refused.textContent).toContain('Jemand anderes hat diesen Eintrag geändert');
    expect(screen.getByTestId('selected').textContent).toBe('v2');
  });
});
