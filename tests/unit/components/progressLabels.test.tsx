import { CircularProgress, LinearProgress, Skeleton } from '@mui/material';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, LinearProgress as RaLinearProgress, Loading } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressLabels } from '../../../src/components/ProgressLabels';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';

/** The loading states of MUI and react-admin, as the screens show them. */
const Indicators = () => (
  <>
    <CircularProgress />
    <CircularProgress size={18} color="inherit" />
    <LinearProgress />
    <LinearProgress variant="determinate" value={40} />
    <Skeleton variant="rectangular" height={160} />
    <Loading timeout={0} />
    <RaLinearProgress timeout={0} />
    <LinearProgress aria-label="Uploading a.pdf" />
  </>
);

function renderIn(locale: 'en' | 'de') {
  const i18nProvider = polyglotI18nProvider(() => (locale === 'de' ? de : en), locale);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ProgressLabels>
        <Indicators />
      </ProgressLabels>
    </AdminContext>,
  );
}

describe('progress indicators', () => {
  afterEach(cleanup);

  it.each([
    ['en', 'Loading…'],
    ['de', 'Wird geladen …'],
  ] as const)('each have a name in %s', async (locale, name) => {
    renderIn(locale);
    // react-admin's indicators appear after their (zero) timeout
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(8));
    expect(screen.getAllByRole('progressbar', { name })).toHaveLength(7);
    // one that names what it waits for keeps its own name
    expect(screen.getByRole('progressbar', { name: 'Uploading a.pdf' })).toBeTruthy();
  });
});
