import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, memoryStore, required, testDataProvider, TextInput, useInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';
import { CourseSaveToolbar } from '../../../src/resources/courses/CourseSaveToolbar';
import { atLeastOneInstructor } from '../../../src/resources/courses/TrainersInput';

/** The trainers, validated as the Trainers tab does (at least one instructor). */
const Trainers = () => {
  useInput({ source: 'trainers', validate: atLeastOneInstructor });
  return null;
};

/**
 * The course form's Save says beside it why it cannot be pressed (issue 25.5): no instructor yet
 * first, with the way to the Trainers tab, else the form's general reason; nothing once it can.
 * The journey in the browser: tests/e2e/courseJourneys.test.ts.
 */
function renderToolbar(locale: 'en' | 'de', values: Record<string, unknown>, onShowTrainers = () => {}) {
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider(() => (locale === 'de' ? de : en), locale)}
      dataProvider={testDataProvider()}
      store={memoryStore()}
    >
      <Form defaultValues={values} mode="onChange">
        {/* a required field the test fills or leaves empty */}
        <TextInput source="customer" validate={required()} />
        <Trainers />
        <CourseSaveToolbar create onShowTrainers={onShowTrainers} />
      </Form>
    </AdminContext>,
  );
}

const saveButton = () => screen.getByRole('button', { name: /Save|Speichern/ }) as HTMLButtonElement;
const reason = () => screen.queryByTestId('save-blocked')?.textContent;

describe('why the course cannot be saved', () => {
  afterEach(cleanup);

  it.each([
    ['en', 'Add an instructor before saving.', 'To the trainers'],
    ['de', 'Fügen Sie vor dem Speichern einen Instruktor hinzu.', 'Zu den Trainern'],
  ] as const)(
    'says a course without an instructor needs one, and leads to the trainers (%s)',
    async (locale, text, link) => {
      const onShowTrainers = vi.fn();
      renderToolbar(locale, { customer: 'Klinik', trainers: [{ instructorType: 'trainee' }] }, onShowTrainers);
      await waitFor(() => expect(reason()).toBe(text));
      expect(saveButton().disabled).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: link }));
      expect(onShowTrainers).toHaveBeenCalledOnce();
    },
  );

  it('gives the general reason when an instructor is there but a field is not', async () => {
    renderToolbar('en', { customer: '', trainers: [{ instructorType: 'instructor' }] });
    await waitFor(() => expect(reason()).toBe('Some required fields are empty or invalid.'));
    expect(screen.queryByRole('button', { name: 'To the trainers' })).toBeNull();
  });

  it('says nothing once the course can be saved', async () => {
    renderToolbar('en', { customer: '', trainers: [{ instructorType: 'instructor' }] });
    await waitFor(() => expect(reason()).toBe('Some required fields are empty or invalid.'));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Klinik' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(reason()).toBeUndefined();
  });
});
