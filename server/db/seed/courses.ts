import type { Insertable, Kysely } from 'kysely';
import { COURSE_STATUSES, type CourseStatus } from '../../../src/domain/courses';
import type { Database } from '../schema';
import type { CourseTrainerTable } from '../tables/courses';
import { demoInstructorProfile, type DemoRefs } from './refs';

/**
 * Participants, instructors and a few dozen courses in every status at the three training sites of
 * ITC Deutschland. Dates are relative to the day of seeding, so finished courses lie in the past
 * and new ones ahead. Jonas Becker (instructor@example.com) trains in several courses at his own
 * site and once at Trainingszentrum Süd, as an instructor of another organisation.
 */

type Trx = Kysely<Database>;

/** A small deterministic generator: the demo data is the same on every seed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    sample: <T>(items: readonly T[], n: number): T[] => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
  };
}

const PEOPLE: Record<number, [string, string, string | null][]> = {
  0: [
    ['Sabine', 'Krüger', null],
    ['Thomas', 'Schröder', null],
    ['Katharina', 'Meyer', 'Dr.'],
    ['Florian', 'Wagner', null],
    ['Julia', 'Schulz', null],
    ['Matthias', 'Koch', null],
    ['Anna-Lena', 'Richter', null],
    ['Stefan', 'Klein', null],
    ['Miriam', 'Wolf', 'Dr.'],
    ['Tobias', 'Neumann', null],
    ['Claudia', 'Schwarz', null],
    ['Jan', 'Zimmermann', null],
    ['Nadine', 'Braun', null],
    ['Sebastian', 'Hofmann', null],
    ['Lea', 'Hartmann', null],
    ['Philipp', 'Lange', null],
    ['Franziska', 'Schmitt', null],
    ['Dennis', 'Werner', null],
    ['Johanna', 'Böhm', null],
    ['Marcel', 'Günther', null],
  ],
  1: [
    ['Maximilian', 'Huber', null],
    ['Theresa', 'Bauer', null],
    ['Andreas', 'Maier', 'Dr.'],
    ['Veronika', 'Gruber', null],
    ['Michael', 'Fischer', null],
    ['Susanne', 'Weiß', null],
    ['Lukas', 'Brandl', null],
    ['Carina', 'Eder', null],
    ['Benedikt', 'Pichler', null],
    ['Magdalena', 'Mayr', 'Dr.'],
    ['Korbinian', 'Reiter', null],
    ['Simone', 'Wimmer', null],
    ['Georg', 'Hölzl', null],
    ['Barbara', 'Lechner', null],
    ['Quirin', 'Aigner', null],
    ['Stefanie', 'Schäfer', null],
  ],
  2: [
    ['Ömer', 'Yılmaz', null],
    ['Katrin', 'Becker', null],
    ['Dirk', 'Schmitz', null],
    ['Elif', 'Kaya', 'Dr.'],
    ['Jürgen', 'Müller', null],
    ['Nicole', 'Hoffmann', null],
    ['Kevin', 'Peters', null],
    ['Laura', 'Jansen', null],
    ['Rainer', 'Krämer', null],
    ['Melanie', 'Vogel', null],
    ['Sven', 'Schneider', 'Dr.'],
    ['Christina', 'Lorenz', null],
    ['Patrick', 'Fuchs', null],
    ['Daniela', 'Engel', null],
    ['Oliver', 'Busch', null],
    ['Yvonne', 'Kühn', null],
  ],
};

const QUALIFICATIONS = [
  'Notfallsanitäter/in',
  'Rettungssanitäter/in',
  'Gesundheits- und Krankenpfleger/in',
  'Pflegefachkraft',
  'Medizinische Fachangestellte',
  'Ärztin/Arzt',
  'Hebamme',
  'Physiotherapeut/in',
  'Erzieher/in',
  'Betrieblicher Ersthelfer',
];
const FOOD = ['vegetarisch', 'vegan', 'laktosefrei', 'glutenfrei', null, null, null];
const AREA = ['40', '89', '211'];
const CITY_DOMAIN = ['nord-kliniken.example', 'sued-rettung.example', 'west-pflege.example'];

const CUSTOMERS: Record<number, string[]> = {
  0: [
    'Asklepios Klinik Altona',
    'Feuerwehr Hamburg',
    'Zahnarztpraxis Dr. Weber',
    'Hamburger Hochbahn AG',
    'DRK Kreisverband Hamburg-Harburg',
  ],
  1: ['Klinikum Schwabing', 'Stadtwerke München', 'Kita-Verbund Isar', 'Bayerisches Rotes Kreuz, Kreisverband München'],
  2: [
    'Universitätsklinikum Düsseldorf',
    'Rheinbahn AG',
    'Pflegedienst Sonnenschein',
    'Johanniter Regionalverband Düsseldorf',
  ],
};
const TARGET_GROUPS: Record<string, string> = {
  'BLS Provider': 'Pflegepersonal und Rettungsdienst',
  'ACLS Provider': 'Ärztinnen, Ärzte und Intensivpflege',
  'PALS Provider': 'Kinderärzte und Kinderkrankenpflege',
  'Heartsaver Erste Hilfe': 'Betriebliche Ersthelfer',
  'BLS Instruktorkurs': 'Angehende BLS-Instruktoren',
};
const PRICES: Record<string, number> = {
  'BLS Provider': 89,
  'ACLS Provider': 390,
  'PALS Provider': 390,
  'Heartsaver Erste Hilfe': 59,
  'BLS Instruktorkurs': 450,
};
const DOCTORS = ['Dr. med. Henrik Vogt', 'Dr. med. Ulrike Sommer', 'Dr. med. Cem Arslan'];
const TIMES = ['08:30–16:00', '09:00–16:30', '09:00–17:00', '13:00–18:00'];

/** Days from today for each status: finished courses in the past, new ones ahead. */
const OFFSETS: Record<CourseStatus, [number, number]> = {
  NEW: [60, 150],
  PLANNING: [30, 75],
  PREPARATION: [5, 25],
  EXECUTION: [0, 0],
  FOLLOWUP: [-20, -3],
  DONE: [-200, -30],
};

const day = (offset: number) => {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

const emailOf = (first: string, last: string, domain: string) =>
  `${first}.${last}@${domain}`
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export async function seedCourses(trx: Trx, refs: DemoRefs) {
  const rnd = random(20_261_121);
  const jonas = await demoInstructorProfile(trx, refs);

  let customerNumber = 2001;
  let ahaNumber = 30_100_000_000;
  let project = 1;
  let invoice = 401;

  for (const [site, organisationId] of refs.siteIds.entries()) {
    // participant profiles with realistic names; the first five of each site also train
    const people = PEOPLE[site];
    const participants = await trx
      .insertInto('participantProfiles')
      .values(
        people.map(([firstName, lastName, title], index) => ({
          organisationId,
          userId: null,
          title,
          firstName,
          lastName,
          email: emailOf(firstName, lastName, CITY_DOMAIN[site]),
          phoneNumber: `+49 ${AREA[site]} ${rnd.int(200, 989)} ${rnd.int(1000, 9999)}`,
          qualification: index < 5 ? rnd.pick(QUALIFICATIONS.slice(0, 6)) : rnd.pick(QUALIFICATIONS),
          foodPreference: rnd.pick(FOOD),
          customerNumber: `K-${customerNumber++}`,
        })),
      )
      .returning(['id', 'firstName', 'lastName', 'title'])
      .execute();

    const instructors = await trx
      .insertInto('instructorProfiles')
      .values(
        participants.slice(0, 5).map((participant, index) => ({
          organisationId,
          participantProfileId: participant.id,
          compensationPerHour: [35, 40, 45, 50, 55][index],
          status: (['FULLTIME', 'PARTTIME', 'FREELANCER', 'MINIJOB', 'FREELANCER'] as const)[index],
          cellPhone: `+49 1${rnd.int(50, 79)} ${rnd.int(1_000_000, 9_999_999)}`,
          googleEmail: emailOf(participant.firstName, participant.lastName, 'gmail.example'),
          clothingSize: rnd.pick(['S', 'M', 'L', 'XL']),
          comment: index === 3 ? 'Nur an Wochenenden verfügbar' : null,
          ahaInstructorId: String(ahaNumber++).padStart(11, '0'),
        })),
      )
      .returning(['id', 'participantProfileId', 'ahaInstructorId'])
      .execute();
    // one former instructor, so the deleted toggle has something to show
    await trx.updateTable('instructorProfiles').set({ deleted: true }).where('id', '=', instructors[4].id).execute();
    const activeInstructors = instructors.slice(0, 4);
    const nameOf = (participantProfileId: string) => {
      const p = participants.find((x) => x.id === participantProfileId)!;
      return `${p.firstName} ${p.lastName}`;
    };

    const named = (table: 'courseTypes' | 'venues') =>
      trx
        .selectFrom(table)
        .select(['id', 'name'])
        .where('organisationId', '=', organisationId)
        .where('deleted', '=', false)
        .execute();
    const types = await named('courseTypes');
    const venues = await named('venues');

    const perSite = [12, 10, 10][site];
    for (let n = 0; n < perSite; n++) {
      const status = COURSE_STATUSES[n % COURSE_STATUSES.length];
      const type = types[(n * 3 + site) % types.length];
      const [from, to] = OFFSETS[status];
      const start = rnd.int(from, to);
      const twoDays = type.name.startsWith('ACLS') || type.name.startsWith('PALS') || type.name.includes('Instruktor');
      const online = type.name.startsWith('Heartsaver') && rnd.chance(0.3);
      const customer = rnd.pick(CUSTOMERS[site]);
      const price = PRICES[type.name] ?? 90;
      const count = rnd.int(4, 10);
      const invoiced = status === 'FOLLOWUP' || status === 'DONE';
      // Jonas trains in seven courses of his site, one in every status
      const lead = site === 0 && (n < 6 || n === 8) ? jonas : null;
      const [first, second] = rnd.sample(activeInstructors, 2);

      const { id: courseId } = await trx
        .insertInto('courses')
        .values({
          organisationId,
          courseTypeId: type.id,
          venueId: online ? null : rnd.pick(venues).id,
          date: day(start - rnd.int(20, 60)),
          startDate: day(start),
          endDate: twoDays ? day(start + 1) : day(start),
          time: rnd.pick(TIMES),
          courseFormat: online ? 'ONLINE' : type.name.startsWith('ACLS') && rnd.chance(0.5) ? 'BLENDED' : 'ONSITE',
          doctorName: type.name.startsWith('ACLS') || type.name.startsWith('PALS') ? rnd.pick(DOCTORS) : null,
          numberOfParticipants: count + rnd.int(0, 4),
          targetGroup: TARGET_GROUPS[type.name] ?? null,
          customer,
          order: rnd.chance(0.7) ? `Bestellung ${rnd.int(1000, 9999)} von ${customer}` : null,
          projectNumber: `P-${new Date().getUTCFullYear()}-${String(project++).padStart(3, '0')}`,
          invoiceNumber: invoiced ? `RE-${new Date().getUTCFullYear()}-${String(invoice++).padStart(4, '0')}` : null,
          expectedRevenue: price * count,
          courseLanguages: rnd.chance(0.2) ? ['de', 'en'] : ['de'],
          courseLeader: lead ? 'Jonas Becker' : nameOf(first.participantProfileId),
          status,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      // trainers: Jonas or another instructor leads, a second instructor, sometimes a trainee
      const trainers: Insertable<CourseTrainerTable>[] = [];
      const train = (trainer: Omit<Insertable<CourseTrainerTable>, 'organisationId' | 'courseId' | 'position'>) =>
        trainers.push({ organisationId, courseId, position: trainers.length, name: null, ...trainer });
      const ownInstructor = (profile: { id: string; ahaInstructorId: string | null }, instructorType: string) =>
        train({
          instructorProfileId: profile.id,
          instructorType,
          origin: 'own_organisation',
          ahaInstructorId: profile.ahaInstructorId,
        });
      if (lead) ownInstructor(lead, 'instructor');
      ownInstructor(first, 'instructor');
      if (rnd.chance(0.4)) ownInstructor(second, 'trainee');
      // Jonas helps out at Trainingszentrum Süd
      if (site === 1 && n === 2) {
        train({
          instructorProfileId: jonas.id,
          instructorType: 'instructor',
          origin: 'other_organisation',
          ahaInstructorId: jonas.ahaInstructorId,
        });
      }
      if (site === 2 && n === 4) {
        train({
          instructorProfileId: null,
          instructorType: 'trainee',
          origin: 'free_text',
          name: 'Hanna Vogt (Gasthörerin)',
          ahaInstructorId: null,
        });
      }
      await trx.insertInto('courseTrainers').values(trainers).execute();

      const attendees = rnd.sample(participants.slice(5), count);
      await trx
        .insertInto('courseParticipants')
        .values(
          attendees.map((participant, index) => ({
            organisationId,
            courseId,
            sequenceNumber: index + 1,
            participantProfileId: participant.id,
            orderNumber: rnd.chance(0.5) ? `B-${rnd.int(10000, 99999)}` : null,
            grouping: count > 6 ? (index % 2 === 0 ? 'Gruppe A' : 'Gruppe B') : null,
            comment: rnd.chance(0.1) ? 'Kommt eine Stunde später' : null,
            price,
          })),
        )
        .execute();
    }
  }
}
