import type { Shape } from '../../shape';
import type english from '../../en/resources/renewal';

/** German texts of renewal: the rule on the discipline, readiness, expiry reminders. */
const texts: Shape<typeof english> = {
  resources: {
    disciplines: {
      fields: {
        renewalCourses: 'Geleitete Kurse für die Verlängerung',
        monitoringRequired: 'Monitoring-Formular erforderlich',
        reminderDays: 'Erinnerungen (Tage vor Ablauf)',
      },
    },
    'instructor-certificates': {
      fields: {
        renewal: 'Verlängerung',
        renewalReady: 'Bereit zur Verlängerung',
        reminded: 'Erinnert, nicht verlängert',
        lastReminder: 'Erinnert',
      },
    },
  },
  dashboard: {
    cards: {
      itc_reminded_not_renewed: {
        title: 'Erinnert, noch nicht verlängert',
        total:
          'Zertifikat an den Ablauf erinnert, noch nicht verlängert |||| Zertifikate an den Ablauf erinnert, noch nicht verlängert',
        ready: 'davon %{smart_count} bereit zur Verlängerung |||| davon %{smart_count} bereit zur Verlängerung',
        empty: 'Kein erinnertes Zertifikat wartet auf seine Verlängerung.',
      },
    },
  },
  renewal: {
    title: 'Bereit zur Verlängerung?',
    ready: 'Bereit zur Verlängerung',
    not_ready: 'Noch nicht bereit zur Verlängerung',
    filter_ready: 'Bereit',
    filter_not_ready: 'Nicht bereit',
    period: 'Gültigkeitszeitraum %{start} – %{end}',
    courses: 'Als Instruktor geleitete Kurse: %{done} von %{required}',
    no_courses_required: 'Keine Kurse erforderlich',
    monitoring_done: 'Monitoring-Formular liegt vor',
    monitoring_missing: 'Monitoring-Formular fehlt',
    no_certificate: 'In dieser Disziplin gibt es noch kein gültiges Zertifikat, also nichts zu verlängern.',
    due_from: 'Verlängerung fällig ab %{day}',
    reminders: {
      title: 'Versendete Ablauferinnerungen',
      empty: 'Bisher wurde keine Erinnerung verschickt.',
      scheduled: 'planmäßig, %{days} Tage vor Ablauf',
      by_hand: 'von Hand verschickt von %{name}',
      to: 'An: %{recipients}',
      to_unknown: 'Empfänger nicht erfasst',
      send_now: 'Erinnerung jetzt senden',
      confirm_title:
        'Ablauferinnerung jetzt senden? |||| Ablauferinnerung für %{smart_count} Zertifikate jetzt senden?',
      confirm_content:
        'Die Erinnerung geht sofort an das Trainingszentrum und den Instruktor, wie die planmäßige; der Zeitplan läuft weiter.',
      sent: 'Erinnerung verschickt |||| %{smart_count} Erinnerungen verschickt',
      results: 'Verschickte Erinnerungen',
    },
    reminder_days_hint: 'Durch Kommas getrennt, z. B. 180, 90, 30; leer: keine Erinnerungen.',
    reminded: '%{days} Tage vor Ablauf',
    reminded_not_renewed: 'Erinnert, noch nicht verlängert',
    reminder_days_invalid: 'Bitte ganze Tage zwischen 1 und 730 angeben, durch Kommas getrennt (höchstens 10).',
  },
  renewal_mail: {
    digest: {
      subject: '%{itc}: %{count} Zertifikat(e) erinnert, noch nicht verlängert (Woche vom %{week})',
      text: 'Zertifikate, an deren Ablauf erinnert wurde und die noch nicht verlängert sind:\n\n%{certificates}\n\nAlle in der Liste: %{link}',
      certificate: '- %{instructor} (%{organisation}), %{discipline}, läuft am %{expiryDate} ab: %{readiness}',
      ready: 'bereit zur Verlängerung',
      not_ready: 'noch nicht bereit zur Verlängerung',
    },
    reminder: {
      subject: '%{discipline}: Das Zertifikat von %{instructor} läuft am %{expiryDate} ab',
      text: 'Das %{discipline}-Instruktorzertifikat von %{instructor} (%{organisation}) läuft am %{expiryDate} ab, also in %{days} Tagen.\n\n%{readiness}\n\nBitte stellen Sie den Antrag auf Rezertifizierung rechtzeitig: %{link}',
      no_account:
        'Das %{discipline}-Instruktorzertifikat von %{instructor} (%{organisation}) läuft am %{expiryDate} ab, also in %{days} Tagen.\n\n%{readiness}\n\nIhr Trainingszentrum stellt den Antrag auf Rezertifizierung bei %{itc}.',
      ready: 'Die Voraussetzungen für die Verlängerung sind erfüllt.',
      not_ready: 'Für die Verlängerung fehlt noch: %{missing}.',
      missing_courses: '%{missing} weitere(r) als Instruktor geleitete(r) Kurs(e)',
      missing_monitoring: 'ein Monitoring-Formular',
    },
  },
};

export default texts;
