/**
 * Übersichten: die Zertifikatskarten der Startseite (`dashboard.cards.*`) und die
 * Demo-Statistik (`statistics.*`).
 */
export const insights = {
  dashboard: {
    cards: {
      my_certificates: {
        title: 'Meine Zertifikate',
        empty: 'Sie haben noch kein Zertifikat und keinen laufenden Antrag.',
        valid_until: 'Gültig bis %{date}',
        expired_on: 'Abgelaufen am %{date}',
        no_certificate: 'Noch nicht zertifiziert',
        renewal: 'Verlängerung: %{status}',
        request: 'Antrag: %{status}',
        all: 'Alle meine Zertifikate',
        apply: 'Zertifikat beantragen',
      },
      its_instructor_certificates: { title: 'Instruktorzertifikate meines Trainingszentrums' },
      itc_instructor_certificates: {
        title: 'Instruktorzertifikate des ITC',
        title_all: 'Instruktorzertifikate aller Organisationen',
        waiting: 'Warten auf Ihre Entscheidung (%{smart_count})',
        waiting_empty: 'Kein Antrag wartet auf eine Entscheidung.',
        waiting_since: '%{organisation} · seit %{date}',
        all_to_check: 'Alle zu prüfenden Anträge (%{count})',
        all_to_certify: 'Alle zu zertifizierenden Anträge (%{count})',
      },
      certificate_counts: {
        by_status: 'Nach Bearbeitungsstand',
        by_display_status: 'Nach Zertifikatsstatus',
        total: 'Alle Zertifikate und Anträge (%{count})',
        empty: 'Noch keine Zertifikate oder Anträge.',
        to_list: 'Zu den Instruktorzertifikaten',
      },
      its_certificates_expiring: { title: 'Bald ablaufende Zertifikate meines Trainingszentrums' },
      itc_certificates_expiring: {
        title: 'Bald ablaufende Zertifikate des ITC',
        title_all: 'Bald ablaufende Zertifikate aller Organisationen',
      },
      expiring: {
        intro: 'Zertifikate, die innerhalb von 90 Tagen ablaufen, das nächste zuerst.',
        empty: 'In den nächsten 90 Tagen läuft kein Zertifikat ab.',
        today: 'läuft heute ab',
        in_days: 'in einem Tag |||| in %{smart_count} Tagen',
        renewal: 'Verlängerung: %{status}',
        all: 'Alle bald ablaufenden Zertifikate (%{count})',
      },
      aha_details: {
        title: 'Meine AHA-Angaben',
        aha_id: 'AHA-Instruktor-ID',
        no_aha_id: 'Noch nicht vergeben; Ihr ITC vergibt sie.',
        status: 'Beschäftigung',
        qualification: 'Qualifikation',
        cell_phone: 'Mobil',
        google_email: 'Google-E-Mail',
        clothing_size: 'Kleidergröße',
        compensation: 'Honorar pro Stunde',
        empty: 'Sie haben noch kein Instruktorprofil.',
        account: 'Mein Konto',
      },
    },
  },
  statistics: {
    title: 'Demo-Statistik',
    intro: 'Zertifikatsanträge, Kurse und Teilnehmende aller Organisationen in einem frei wählbaren Zeitraum.',
    network_title: 'Statistik Ihres Netzwerks',
    network_intro:
      'Zertifikatsanträge, Kurse und Teilnehmende Ihres ITC und seiner Trainingszentren in einem frei wählbaren Zeitraum.',
    range: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    show: 'Anzeigen',
    reset: 'Standardzeitraum',
    range_shown: 'Zeitraum: %{from} bis %{to}',
    loading: 'Die Statistik wird geladen …',
    retry: 'Erneut versuchen',
    totals: {
      certificates: 'Gestellte Zertifikatsanträge',
      courses: 'Beginnende Kurse',
      participants: 'Teilnehmende dieser Kurse',
    },
    charts: {
      certificates_by_month: {
        title: 'Zertifikatsanträge pro Monat',
        desc: 'Gestellte Anträge pro Monat, nach ihrem aktuellen Bearbeitungsstand.',
        empty: 'In diesem Zeitraum wurde kein Zertifikatsantrag gestellt.',
      },
      courses_by_month: {
        title: 'Kurse pro Monat',
        desc: 'Kurse nach Monat des Kursbeginns und aktuellem Status.',
        empty: 'In diesem Zeitraum beginnt kein Kurs.',
      },
      display_status_by_discipline: {
        title: 'Zertifikatsstatus nach Disziplin',
        desc: 'Instruktoren jeder Disziplin nach dem Status ihres Zertifikats am %{date}.',
        empty: 'Am %{date} gab es keine Instruktoren oder Disziplinen.',
      },
      participants_by_course_type: {
        title: 'Teilnehmende nach Kursart',
        desc: 'Teilnehmende der Kurse, die im Zeitraum beginnen, je Kursart.',
        empty: 'In diesem Zeitraum beginnt kein Kurs mit Teilnehmenden.',
      },
    },
    view: { label: '%{title} anzeigen als', chart: 'Diagramm', table: 'Tabelle' },
    month: 'Monat',
    discipline: 'Disziplin',
    course_type: 'Kursart',
    participants: 'Teilnehmende',
    courses: 'Kurse',
    total: 'Gesamt',
    choose_other: 'Wählen Sie oben einen anderen Zeitraum.',
  },
};
