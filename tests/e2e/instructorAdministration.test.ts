import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EACH_LANGUAGE_AND_THEME, LOOKS, loggedInPage, openInLook, serverAndBrowser, settle, shoot } from './helper';

/**
 * The ITC's instructor administration as the certificate lists have it (issue 25.4): 25 rows a
 * page, a column picker, saved queries, a selection with bulk steps (move, AHA ids, renewal
 * requests, export) and row actions with their text; walked in English and German.
 */
const env = serverAndBrowser();
const VIEWPORT = { viewport: { width: 1280, height: 900 } };

const TEXTS = {
  en: {
    columns: 'Columns',
    perPage: 'Rows per page:',
    actions: 'Actions',
    requests: 'Requests',
    site: 'Training site',
    save: /Save current query/,
    queryName: 'Query name',
    saveButton: 'Save',
    selectRow: 'Select this row',
    close: 'Close',
    move: 'Move certificates',
    newSite: 'New training site',
    generate: 'Generate AHA IDs',
    hasId: 'already has an AHA instructor ID',
    renewal: 'Start renewal requests',
    nothingToRenew: 'no certified certificate in this discipline',
  },
  de: {
    columns: 'Spalten',
    perPage: 'Zeilen pro Seite:',
    actions: 'Aktionen',
    requests: 'Anträge',
    site: 'Trainingszentrum',
    save: /Aktuelle Abfrage speichern/,
    queryName: 'Name der Abfrage',
    saveButton: 'Speichern',
    selectRow: 'Diese Zeile auswählen',
    close: 'Schließen',
    move: 'Zertifikate verschieben',
    newSite: 'Neues Trainingszentrum',
    generate: 'AHA-IDs erzeugen',
    hasId: 'hat bereits eine AHA-Instruktor-ID',
    renewal: 'Verlängerungsanträge anlegen',
    nothingToRenew: 'kein zertifiziertes Zertifikat',
  },
} as const;

const filterOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

/** Where a person's instructor certificates are now, by the site's name. */
const sitesOfCertificates = async (firstName: string, lastName: string) =>
  (
    await env.server.db
      .selectFrom('instructorCertificates as c')
      .innerJoin('instructorProfiles as i', 'i.id', 'c.instructorId')
      .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
      .innerJoin('organisations as o', 'o.id', 'c.organisationId')
      .select('o.name')
      .where('p.firstName', '=', firstName)
      .where('p.lastName', '=', lastName)
      .execute()
  ).map((certificate) => certificate.name);

/** The results dialog of a bulk step: each row done or refused. */
async function results(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('bulk-results').waitFor();
  const items = dialog.getByTestId('bulk-result');
  return {
    dialog,
    done: await items.and(page.locator('[data-ok="true"]')).allInnerTexts(),
    refused: await items.and(page.locator('[data-ok="false"]')).allInnerTexts(),
  };
}

/** 25 rows a page, a column from the picker, and a site filter saved as a query and applied again. */
async function columnsAndSavedQuery(page: Page, language: 'en' | 'de', name: string) {
  const text = TEXTS[language];
  await rows(page).first().waitFor();
  await settle(page);
  const total = Number(/(\d+)\s*$/.exec(await page.locator('.MuiTablePagination-displayedRows').innerText())?.[1]);
  expect(total).toBeGreaterThan(10);
  expect(await page.getByRole('combobox', { name: text.perPage }).innerText()).toBe('25');
  expect(await rows(page).count()).toBe(Math.min(25, total));

  await page.getByRole('button', { name: text.columns }).click();
  await page.getByRole('switch', { name: text.requests }).click();
  await page.keyboard.press('Escape');
  await page.locator('thead [data-field="certificateCount"]').waitFor();
  // the chosen column stands before the row actions, which stay the last
  expect((await page.locator('thead th').last().innerText()).trim()).toBe(text.actions);

  await page.getByRole('combobox', { name: text.site, exact: true }).click();
  await page.getByRole('option', { name: 'Trainingszentrum Nord', exact: true }).click();
  await expect.poll(() => filterOf(page).organisationId).toBeTruthy();
  const nord = filterOf(page).organisationId;
  await page.getByTestId('saved-queries-button').click();
  let saved = page.getByTestId('saved-queries');
  await saved.getByRole('button', { name: text.save }).click();
  await page.getByLabel(text.queryName).fill(name);
  await page.getByRole('button', { name: text.saveButton, exact: true }).click();
  await saved.getByText(name).waitFor();
  await page.keyboard.press('Escape');

  // away from it and back through the saved query
  await page.goto(`${env.server.url}/itc/instructors?filter=%7B%7D`);
  await expect.poll(() => filterOf(page).organisationId).toBeUndefined();
  await page.getByTestId('saved-queries-button').click();
  saved = page.getByTestId('saved-queries');
  await saved.getByText(name).click();
  await expect.poll(() => filterOf(page).organisationId).toBe(nord);
  await settle(page);
  expect((await rows(page).allInnerTexts()).every((line) => line.includes('Trainingszentrum Nord'))).toBe(true);
}

describe('instructor administration', () => {
  it('walks columns, a saved query and moving a selection to another site (English)', async () => {
    const look = EACH_LANGUAGE_AND_THEME[0];
    const [language, theme] = look;
    const text = TEXTS[language];
    const page = await loggedInPage(env.browser, env.server.url, 'itc@example.com', {
      ...VIEWPORT,
      at: '/itc/instructors',
      look,
    });
    await columnsAndSavedQuery(page, language, 'Nord');

    // the row's actions say what they do
    const tim = row(page, 'Tim Vogel');
    expect(await tim.getByRole('button', { name: 'Change AHA ID: Tim Vogel' }).textContent()).toBe('Change ID');
    expect(await tim.getByRole('button', { name: 'Move certificates: Tim Vogel' }).textContent()).toBe('Move');

    // two of Nord's instructors move to West
    await tim.getByRole('checkbox', { name: text.selectRow }).check();
    await row(page, 'Jonas Becker').getByRole('checkbox', { name: text.selectRow }).check();
    await page.getByText('2 items selected').waitFor();
    await shoot(page, `instructor-administration-selection-${language}-${theme}`);
    await page.getByTestId('bulk-move').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.newSite).click();
    // the other sites of the ITC, not the one both are at
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Trainingszentrum Süd', 'Trainingszentrum West']);
    await page.getByRole('option', { name: 'Trainingszentrum West' }).click();
    await dialog.getByRole('button', { name: text.move }).click();
    const outcome = await results(page);
    expect(outcome.done).toHaveLength(2);
    expect(outcome.refused).toEqual([]);
    await shoot(page, `instructor-administration-results-${language}-${theme}`);
    await outcome.dialog.getByRole('button', { name: text.close }).click();
    for (const [first, last] of [
      ['Tim', 'Vogel'],
      ['Jonas', 'Becker'],
    ]) {
      const sites = await sitesOfCertificates(first, last);
      expect(sites.length).toBeGreaterThan(0);
      expect(sites.every((site) => site === 'Trainingszentrum West')).toBe(true);
    }
    expect(page.errors).toEqual([]);
  });

  it('walks columns, a saved query, AHA ids and renewal requests for a selection (German)', async () => {
    const look = EACH_LANGUAGE_AND_THEME[1];
    const [language, theme] = look;
    const text = TEXTS[language];
    const page = await loggedInPage(env.browser, env.server.url, 'itc@example.com', {
      ...VIEWPORT,
      at: '/itc/instructors',
      look,
    });
    await columnsAndSavedQuery(page, language, 'Nord (Zentrum)');

    // Miriam Schulz has no AHA id yet, Sarah Klein has one
    await row(page, 'Miriam Schulz').getByRole('checkbox', { name: text.selectRow }).check();
    await row(page, 'Sarah Klein').getByRole('checkbox', { name: text.selectRow }).check();
    await shoot(page, `instructor-administration-selection-${language}-${theme}`);
    await page.getByTestId('bulk-generate-id').click();
    await page.getByRole('dialog').getByRole('button', { name: text.generate }).click();
    const outcome = await results(page);
    expect(outcome.done).toHaveLength(1);
    expect(outcome.done[0]).toContain('Miriam Schulz');
    expect(outcome.refused).toHaveLength(1);
    expect(outcome.refused[0]).toContain('Sarah Klein');
    expect(outcome.refused[0]).toContain(text.hasId);
    await shoot(page, `instructor-administration-results-${language}-${theme}`);
    await outcome.dialog.getByRole('button', { name: text.close }).click();
    await expect.poll(() => row(page, 'Miriam Schulz').innerText()).toMatch(/\d{11}/);

    // renewal requests: Sarah Klein holds ACLS, the one discipline offered; Miriam Schulz holds nothing to renew
    await row(page, 'Miriam Schulz').getByRole('checkbox', { name: text.selectRow }).check();
    await row(page, 'Sarah Klein').getByRole('checkbox', { name: text.selectRow }).check();
    await page.getByTestId('bulk-renewal').click();
    const renewal = page.getByRole('dialog');
    expect(await renewal.getByRole('combobox').innerText()).toBe('ACLS');
    await shoot(page, `instructor-administration-renewal-${language}-${theme}`);
    await renewal.getByRole('button', { name: text.renewal }).click();
    const started = await results(page);
    expect(started.done).toHaveLength(1);
    expect(started.done[0]).toContain('Sarah Klein');
    expect(started.refused).toHaveLength(1);
    expect(started.refused[0]).toContain(text.nothingToRenew);
    const requests = await env.server.db
      .selectFrom('instructorCertificates as c')
      .innerJoin('instructorProfiles as i', 'i.id', 'c.instructorId')
      .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
      .innerJoin('disciplines as d', 'd.id', 'c.disciplineId')
      .select(['d.name', 'c.disciplineType'])
      .where('p.lastName', '=', 'Klein')
      .where('c.status', '=', 'DATAENTRY')
      .execute();
    expect(requests).toEqual([{ name: 'ACLS', disciplineType: 'RECERTIFICATION' }]);
    expect(page.errors).toEqual([]);
  });

  it('shows the list in every language and theme', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'itc@example.com', VIEWPORT);
    for (const look of LOOKS) {
      await openInLook(page, env.server.url, '/itc/instructors', look);
      await rows(page).first().waitFor();
      await shoot(page, `instructor-administration-${look.join('-')}`);
    }
    expect(page.errors).toEqual([]);
  });
});
