import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, RecordContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ModulesInput } from '../../../src/components/organisations/ModulesInput';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';

/** Switching off a module an organisation holds asks first and names what its users lose (issue 25.11). */
afterEach(cleanup);

const site = { id: 'o1', name: 'Trainingszentrum Süd', modules: ['courses', 'certificates'] };

function renderIn(locale: 'en' | 'de') {
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider(() => (locale === 'de' ? de : en), locale)}
      dataProvider={testDataProvider()}
      store={memoryStore()}
    >
      <RecordContextProvider value={site}>
        <Form record={site}>
          <ModulesInput modules={['certificates', 'courses', 'support']} />
        </Form>
      </RecordContextProvider>
    </AdminContext>,
  );
}
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('switching off a module', () => {
  it.each([
    [
      'en',
      'Courses',
      'Switch off the module Courses?',
      'Participants, Instructors, Courses of the network',
      'Cancel',
      'Confirm',
    ],
    ['de', 'Kurse', 'Modul Kurse abschalten?', 'Teilnehmende', 'Abbrechen', 'Bestätigen'],
  ] as const)('asks first and names the features its users lose (%s)', async (locale, module, title, lost, no, yes) => {
    renderIn(locale);
    fireEvent.click(box(module));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(title);
    expect(dialog.textContent).toContain('Trainingszentrum Süd');
    expect(dialog.textContent).toContain(lost);
    // declined: the module is ticked again
    fireEvent.click(screen.getByRole('button', { name: no }));
    await waitFor(() => expect(box(module).checked).toBe(true));
    // confirmed: it stays off, and is not asked about again
    fireEvent.click(box(module));
    fireEvent.click(await screen.findByRole('button', { name: yes }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box(module).checked).toBe(false);
  });

  it('does not ask about a module the organisation does not hold yet', () => {
    renderIn('en');
    fireEvent.click(box('Support'));
    fireEvent.click(box('Support'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box('Support').checked).toBe(false);
  });
});
