import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { DemoRefs } from './refs';

const daysAgo = (days: number, hour = 10) => {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

/**
 * Demo data of accounts and support: the Swiss ITC's contact, comments and tickets on the
 * organisations (some visible to the organisation, some internal).
 */
export async function seedPeopleDemo(trx: Kysely<Database>, refs: DemoRefs) {
  await trx
    .updateTable('organisations')
    .set({ contactName: 'Urs Meier', contactEmail: 'itc.ch@example.com', phone: '+41 44 555 12 34' })
    .where('id', '=', refs.otherItcId)
    .execute();
  await trx.updateTable('organisations').set({ phone: '+49 221 555 0100' }).where('id', '=', refs.itcId).execute();

  const sued = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'its.sued@example.com')
    .executeTakeFirstOrThrow();
  const comment = async (values: {
    organisationId: string;
    type: 'comment' | 'ticket';
    comment: string;
    createdBy: string;
    visibleToCustomer: boolean;
    parentId?: string;
    days: number;
  }) => {
    const { days, ...rest } = values;
    const at = daysAgo(days);
    const { id } = await trx
      .insertInto('organisationComments')
      .values({ parentId: null, ...rest, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  const [nord, sud] = refs.siteIds;
  const ticket = await comment({
    organisationId: nord,
    type: 'ticket',
    comment:
      'Der ACLS-Zertifikatsantrag von Jonas Becker steht seit zwei Wochen auf „in Prüfung“. Können Sie nachsehen, ob etwas fehlt?',
    createdBy: refs.users.its,
    visibleToCustomer: true,
    days: 6,
  });
  await comment({
    organisationId: nord,
    type: 'comment',
    parentId: ticket,
    comment:
      'Der Antrag liegt beim ITC Deutschland. Es fehlt noch das Monitoring-Formular; bitte laden Sie es im Antrag hoch, dann geht er weiter.',
    createdBy: refs.users.admin,
    visibleToCustomer: true,
    days: 5,
  });
  await comment({
    organisationId: nord,
    type: 'comment',
    parentId: ticket,
    comment: 'Intern: beim ITC nachgefragt, Prüfung erfolgt diese Woche.',
    createdBy: refs.users.admin,
    visibleToCustomer: false,
    days: 5,
  });
  await comment({
    organisationId: nord,
    type: 'comment',
    comment:
      'Rückruf am Dienstag vereinbart; Frau Hoffmann möchte eine Schulung zur Kursplanung für neue Mitarbeitende.',
    createdBy: refs.users.admin,
    visibleToCustomer: false,
    days: 3,
  });
  await comment({
    organisationId: nord,
    type: 'comment',
    comment: 'Wartung am Samstag von 6 bis 8 Uhr: Certadmin ist in dieser Zeit nicht erreichbar.',
    createdBy: refs.users.admin,
    visibleToCustomer: true,
    days: 1,
  });
  await comment({
    organisationId: sud,
    type: 'ticket',
    comment: 'Wie können wir einen Veranstaltungsort für mehrere Kurse gleichzeitig nutzen?',
    createdBy: sued.id,
    visibleToCustomer: true,
    days: 2,
  });
  await comment({
    organisationId: refs.itcId,
    type: 'comment',
    comment: 'Rahmenvertrag 2027 in Verhandlung; Entscheidung bis Ende des Quartals.',
    createdBy: refs.users.admin,
    visibleToCustomer: false,
    days: 10,
  });
  await comment({
    organisationId: refs.distributorId,
    type: 'comment',
    comment: 'Interessiert an einer Anbindung ihres Shops; Angebot folgt.',
    createdBy: refs.users.admin,
    visibleToCustomer: false,
    days: 12,
  });
}
