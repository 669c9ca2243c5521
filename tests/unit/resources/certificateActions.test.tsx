import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { CertificateActions } from '../../../src/resources/instructorCertificates/CertificateActions';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';

/**
 * A renewal the ITC started (issue 25.4) has neither the accepted paid recertification nor an
 * invoice address: Submit waits for them and says so, as it waits for the required files.
 */
afterEach(cleanup);

const address = {
  nameOrInstitution: 'Nord',
  street: 'Weg',
  houseNumber: '1',
  zipCode: '20095',
  city: 'Hamburg',
  country: 'DE',
};
const started = {
  id: 'c1',
  actions: ['submit'],
  missingFiles: [],
  disciplineType: 'RECERTIFICATION',
  paidRecertificationAccepted: false,
  invoiceAddress: address,
};

function renderIn(locale: 'en' | 'de', record: Record<string, unknown>) {
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider(() => (locale === 'de' ? de : en), locale)}
      dataProvider={testDataProvider()}
      store={memoryStore()}
    >
      <CertificateActions record={record as never} onChanged={() => undefined} />
    </AdminContext>,
  );
}

describe('submitting a recertification', () => {
  it.each([
    ['en', 'Submit', 'accept the paid recertification'],
    ['de', 'Einreichen', 'kostenpflichtige Rezertifizierung akzeptieren'],
  ] as const)('waits for the acceptance and the invoice address (%s)', (locale, submit, hint) => {
    renderIn(locale, started);
    const button = screen.getByRole('button', { name: submit });
    expect(button).toHaveProperty('disabled', true);
    expect(button.parentElement?.getAttribute('aria-label')).toContain(hint);
  });

  it('is open once both are given', () => {
    renderIn('en', { ...started, paidRecertificationAccepted: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it.each([
    ['en', 'Submit', 'in their daily mail of submitted requests'],
    ['de', 'Einreichen', 'in ihrer täglichen Mail der eingereichten Anträge'],
  ] as const)('says how the ITC’s reviewers hear of it (%s)', async (locale, submit, mail) => {
    renderIn(locale, { ...started, paidRecertificationAccepted: true });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect((await screen.findByRole('dialog')).textContent).toContain(mail);
  });
});
