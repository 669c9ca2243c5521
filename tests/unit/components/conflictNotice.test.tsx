import { act, cleanup, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  ArrayInput,
  Form,
  memoryStore,
  RecordContextProvider,
  ResourceContextProvider,
  SimpleFormIterator,
  testDataProvider,
  TextInput,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { reportConflict } from '../../../src/components/forms/conflict';
import { ConflictNotice } from '../../../src/components/forms/ConflictNotice';
import { en } from '../../../src/i18n/en';

/**
 * A conflict on a record with a list (a course's participants, issue 23): after the merge the form
 * shows the rows of both, the user's new one among them, not only theirs.
 */
afterEach(cleanup);

const seat = (sequenceNumber: number, participantProfileId: string, id?: string) => ({
  ...(id && { id }),
  sequenceNumber,
  participantProfileId,
});
const LOADED = { id: 'c1', version: 'a', customer: 'Klinik', participants: [seat(1, 'anna', 'r1')] };

describe('ConflictNotice', () => {
  it('shows both sides’ new rows of a list after the merge, and the fields only they changed', async () => {
    render(
      <AdminContext
        i18nProvider={polyglotI18nProvider(() => en, 'en')}
        dataProvider={testDataProvider()}
        store={memoryStore()}
      >
        <ResourceContextProvider value="courses">
          <RecordContextProvider value={LOADED}>
            <Form>
              <ConflictNotice />
              <TextInput source="customer" />
              <ArrayInput source="participants">
                <SimpleFormIterator disableReordering>
                  <TextInput source="participantProfileId" label="Participant" />
                </SimpleFormIterator>
              </ArrayInput>
            </Form>
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    await screen.findAllByRole('textbox', { name: 'Participant' });
    act(() => {
      reportConflict({
        id: 'c1',
        base: LOADED,
        // Jana added clara as number 2 and changed the customer
        theirs: {
          ...LOADED,
          version: 'b',
          customer: 'Klinik Nord',
          participants: [seat(1, 'anna', 'r1'), seat(2, 'clara', 'r2')],
        },
        mine: { ...LOADED, participants: [seat(1, 'anna', 'r1'), seat(2, 'david')] },
        changedBy: 'Jana Winter',
        changedAt: '2026-05-04T12:05:00.000Z',
      });
    });
    await screen.findByTestId('conflict-notice');
    const rows = () =>
      screen.getAllByRole('textbox', { name: 'Participant' }).map((input) => (input as HTMLInputElement).value);
    expect(rows()).toEqual(['anna', 'clara', 'david']);
    expect((screen.getByRole('textbox', { name: 'Customer' }) as HTMLInputElement).value).toBe('Klinik Nord');
  });
});
