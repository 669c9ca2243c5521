import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, organisationId, serverAndBrowser, shoot, type Start } from './helper';

/**
 * Two people on one record (issue 23): Lena (the site's coordinator) and Anna (internal staff)
 * edit one venue at once, each in a browser of her own. The later save is not lost and does not
 * undo the earlier one: the form says who changed the record when, holds the record as it is now
 * with the user's changes on top, and saves both; where both changed a field, the user's value
 * stays and theirs is offered. A selection deleted at once leaves out a row changed meanwhile.
 */
const env = serverAndBrowser();

/** A user's page on the site's venue list, or where `at` says. */
async function editor(email: string, start: Start = {}) {
  const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
  return loggedInPage(env.browser, env.server.url, email, { at: `/organisation/${nord}/venues`, ...start });
}

/** The venue's edit dialog, opened from the site's venue list the editor is on. */
async function openVenue(page: Page, name: string) {
  const row = page.locator('tbody tr', { hasText: name });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe(name);
  return dialog;
}

/**
 * A course of the site that Lena and Anna may both change (status New, an instructor, so that it
 * can be saved) and two of the site's participants not in it yet.
 */
async function courseAndTwoNewcomers() {
  const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
  const course = await env.server.db
    .selectFrom('courses as c')
    .select(['c.id'])
    .where('c.organisationId', '=', nord)
    .where('c.status', '=', 'NEW')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('courseTrainers as t')
          .select('t.id')
          .whereRef('t.courseId', '=', 'c.id')
          .where('t.instructorType', '=', 'instructor'),
      ),
    )
    .orderBy('c.startDate')
    .executeTakeFirstOrThrow();
  const newcomers = await env.server.db
    .selectFrom('participantProfiles as p')
    .select(['p.id', 'p.firstName', 'p.lastName'])
    .where('p.organisationId', '=', nord)
    .where('p.title', 'is', null)
    .where('p.deleted', '=', false)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('courseParticipants as s')
            .select('s.id')
            .whereRef('s.participantProfileId', '=', 'p.id')
            .where('s.courseId', '=', course.id),
        ),
      ),
    )
    .orderBy('p.lastName')
    .limit(2)
    .execute();
  return { courseId: course.id, newcomers };
}

/** Adds a participant to the open course form by the picker, as a coordinator does. */
async function addParticipant(page: Page, person: { firstName: string; lastName: string }) {
  await page.getByRole('tab', { name: /^Participants/ }).click();
  await page.getByRole('button', { name: 'Add participant' }).click();
  await page.getByRole('combobox', { name: 'Participant' }).last().fill(person.lastName);
  await page.getByRole('option', { name: `${person.lastName}, ${person.firstName}`, exact: true }).click();
}

const venue = (name: string) =>
  env.server.db.selectFrom('venues').select(['name', 'comment']).where('name', '=', name).executeTakeFirst();

describe('two people editing one venue', () => {
  it('keeps both changes: the later form takes the earlier one over and saves its own on top', async () => {
    const [lena, anna] = await Promise.all([editor('its@example.com'), editor('admin@example.com')]);
    const lenas = await openVenue(lena, 'Feuerwache Harburg');
    await lenas.getByLabel('Comment').fill('Tor 3 benutzen');
    // Anna renames it meanwhile
    const annas = await openVenue(anna, 'Feuerwache Harburg');
    await annas.getByLabel('Name').fill('Feuerwache Harburg-Süd');
    await annas.getByRole('button', { name: 'Save' }).click();
    await annas.waitFor({ state: 'hidden' });

    await lenas.getByRole('button', { name: 'Save' }).click();
    const notice = lenas.getByTestId('conflict-notice');
    await expect.poll(() => notice.innerText()).toMatch(/Anna Admin changed this record at \d\d:\d\d/);
    expect(await notice.innerText()).toContain('Taken over from them: Name.');
    expect(await lenas.getByLabel('Name').inputValue()).toBe('Feuerwache Harburg-Süd');
    expect(await lenas.getByLabel('Comment').inputValue()).toBe('Tor 3 benutzen');
    // nothing of hers was written yet
    expect(await venue('Feuerwache Harburg-Süd')).toMatchObject({ comment: 'Zugang über Tor 2' });

    await lenas.getByRole('button', { name: 'Save' }).click();
    await lenas.waitFor({ state: 'hidden' });
    expect(await venue('Feuerwache Harburg-Süd')).toEqual({
      name: 'Feuerwache Harburg-Süd',
      comment: 'Tor 3 benutzen',
    });
    expect([...lena.errors, ...anna.errors]).toEqual([]);
    await Promise.all([lena.context().close(), anna.context().close()]);
  });

  it('keeps the user’s value where both changed a field, and takes theirs on one click', async () => {
    const [lena, anna] = await Promise.all([editor('its@example.com'), editor('admin@example.com')]);
    const lenas = await openVenue(lena, 'Schulungszentrum Altona');
    await lenas.getByLabel('Comment').fill('Schlüssel beim Hausmeister');
    const annas = await openVenue(anna, 'Schulungszentrum Altona');
    await annas.getByLabel('Comment').fill('Schlüssel an der Pforte');
    await annas.getByRole('button', { name: 'Save' }).click();
    await annas.waitFor({ state: 'hidden' });

    await lenas.getByRole('button', { name: 'Save' }).click();
    const clash = lenas.getByTestId('conflict-comment');
    await expect.poll(() => clash.innerText()).toContain('Comment: they saved “Schlüssel an der Pforte”.');
    expect(await lenas.getByLabel('Comment').inputValue()).toBe('Schlüssel beim Hausmeister');
    await clash.getByRole('button', { name: 'Use theirs' }).click();
    expect(await lenas.getByLabel('Comment').inputValue()).toBe('Schlüssel an der Pforte');
    await lenas.getByLabel('Comment').fill('Schlüssel an der Pforte oder beim Hausmeister');
    await lenas.getByRole('button', { name: 'Save' }).click();
    await lenas.waitFor({ state: 'hidden' });
    expect((await venue('Schulungszentrum Altona'))?.comment).toBe('Schlüssel an der Pforte oder beim Hausmeister');
    await Promise.all([lena.context().close(), anna.context().close()]);
  });

  for (const [look, texts] of [
    [
      ['en', 'light'],
      {
        delete: 'Delete',
        confirm: 'Confirm',
        skipped: '1 of 3 entries was changed by someone else meanwhile and was left out: review it.',
        selected: /^1 item selected$/,
      },
    ],
    [
      ['de', 'dark'],
      {
        delete: 'Löschen',
        confirm: 'Bestätigen',
        skipped:
          '1 von 3 Einträgen wurde inzwischen von jemand anderem geändert und ausgelassen: Bitte prüfen Sie ihn.',
        selected: /^Ein Element ausgewählt$/,
      },
    ],
  ] as const) {
    it(`deletes a selection but the row changed meanwhile, which stays selected and is named (${look.join(', ')})`, async () => {
      const lena = await editor('its@example.com', { look });
      const rows = lena.locator('tbody tr');
      await rows.first().waitFor();
      for (const row of [0, 1, 2]) await rows.nth(row).getByRole('checkbox').check();
      const selected = (await rows.locator('td:nth-child(2)').allInnerTexts()).slice(0, 3).map((name) => name.trim());
      // someone else changes the second row after Lena's list loaded it
      await env.server.db
        .updateTable('venues')
        .set({ comment: 'von Anna', updatedAt: new Date() })
        .where('name', '=', selected[1])
        .execute();
      await lena.getByRole('button', { name: texts.delete, exact: true }).click();
      const confirm = lena.getByRole('dialog');
      await confirm.getByRole('button', { name: texts.confirm }).click();
      await confirm.waitFor({ state: 'hidden' });
      await lena.getByText(texts.skipped).waitFor();
      await lena.getByText(texts.selected).waitFor();
      await expect.poll(() => rows.locator('td:nth-child(2)').allInnerTexts()).not.toContain(selected[0]);
      await shoot(lena, `bulk-delete-skipped-${look.join('-')}`);
      const stored = await env.server.db
        .selectFrom('venues')
        .select(['name', 'deleted'])
        .where('name', 'in', selected)
        .execute();
      expect(Object.fromEntries(stored.map((row) => [row.name, row.deleted]))).toEqual({
        [selected[0]]: true,
        [selected[1]]: false,
        [selected[2]]: true,
      });
      // the row left out is the one still selected, shown as it is now
      const checked = rows.filter({ has: lena.locator('input[type="checkbox"]:checked') });
      expect(await checked.count()).toBe(1);
      expect(await checked.innerText()).toContain(selected[1]);
      expect(lena.errors).toEqual([]);
      await lena.context().close();
      // the site has three venues: the next look deletes them again
      await env.server.db.updateTable('venues').set({ deleted: false }).where('name', 'in', selected).execute();
    });
  }

  it('says who else has the record open, shows their change while it is open, and the list takes it in place', async () => {
    const [lena, anna] = await Promise.all([editor('its@example.com'), editor('admin@example.com')]);
    const lenas = await openVenue(lena, 'Schulungszentrum Altona');
    await lenas.getByLabel('Comment').fill('Lena tippt noch');
    const annas = await openVenue(anna, 'Schulungszentrum Altona');
    // before anyone saved: Anna's form says who else has the record open
    await expect
      .poll(() => annas.getByTestId('other-editors').innerText())
      .toBe('Lena Hoffmann is editing this record too.');
    await annas.getByLabel('Name').fill('Schulungszentrum Altona-Nord');
    await annas.getByRole('button', { name: 'Save' }).click();
    await annas.waitFor({ state: 'hidden' });
    // within the stream's tick, without a reload: who and when; her input stays
    await expect
      .poll(() => lenas.getByTestId('live-change').innerText())
      .toMatch(/Anna Admin changed this record at \d\d:\d\d\. Your entries stay/);
    expect(await lenas.getByLabel('Comment').inputValue()).toBe('Lena tippt noch');
    expect(await lenas.getByLabel('Name').inputValue()).toBe('Schulungszentrum Altona');
    // the list behind the dialog already shows the new name
    await expect.poll(() => lena.locator('tbody tr', { hasText: 'Altona-Nord' }).count()).toBe(1);
    expect([...lena.errors, ...anna.errors]).toEqual([]);
    await Promise.all([lena.context().close(), anna.context().close()]);
  });

  it('keeps both people’s participants and fields of one course: the later save merges, having seen the first live', async () => {
    const { courseId, newcomers } = await courseAndTwoNewcomers();
    expect(newcomers).toHaveLength(2);
    const [hers, theirs] = newcomers;
    const seats = () =>
      env.server.db
        .selectFrom('courseParticipants')
        .select('participantProfileId')
        .where('courseId', '=', courseId)
        .execute()
        .then((rows) => rows.map((row) => row.participantProfileId));
    const before = await seats();
    const at = `/course/${courseId}`;
    const [lena, anna] = await Promise.all([editor('its@example.com', { at }), editor('admin@example.com', { at })]);
    await Promise.all([lena.getByLabel('Customer').waitFor(), anna.getByLabel('Customer').waitFor()]);
    const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

    // Lena changes the customer and adds a participant; Anna, meanwhile, the course leader and another one
    await lena.getByLabel('Customer').fill('Stadtwerke Lübeck');
    await addParticipant(lena, hers);
    await anna.getByLabel('Course leader').fill('Dr. Weber');
    await addParticipant(anna, theirs);
    await save(anna);
    await expect.poll(seats).toContain(theirs.id);

    // Lena hears of it while her form is open, and keeps what she entered
    await expect
      .poll(() => lena.getByTestId('live-change').innerText())
      .toMatch(/Anna Admin changed this record at \d\d:\d\d\. Your entries stay/);
    await save(lena);
    const notice = lena.getByTestId('conflict-notice');
    await expect.poll(() => notice.innerText()).toMatch(/Anna Admin changed this record at \d\d:\d\d/);
    // both newcomers are in her form now, and nothing of hers was written yet
    await lena.getByRole('tab', { name: `Participants (${before.length + 2})` }).waitFor();
    const picked = await lena
      .getByRole('combobox', { name: 'Participant' })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(picked).toHaveLength(before.length + 2);
    expect(picked).toEqual(
      expect.arrayContaining([`${hers.lastName}, ${hers.firstName}`, `${theirs.lastName}, ${theirs.firstName}`]),
    );
    expect(await seats()).not.toContain(hers.id);
    await shoot(lena, 'course-conflict-merged', { fullPage: true });

    await save(lena);
    await expect.poll(seats).toContain(hers.id);
    expect((await seats()).sort()).toEqual([...before, hers.id, theirs.id].sort());
    const course = await env.server.db
      .selectFrom('courses')
      .select(['customer', 'courseLeader'])
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    expect(course).toEqual({ customer: 'Stadtwerke Lübeck', courseLeader: 'Dr. Weber' });
    expect([...lena.errors, ...anna.errors]).toEqual([]);
    await Promise.all([lena.context().close(), anna.context().close()]);
  });
});
