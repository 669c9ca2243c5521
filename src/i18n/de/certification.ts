import type { certification as english } from '../en/certification';
import type { Shape } from '../shape';

const CERTIFICATE_STATUS = {
  DATAENTRY: 'Datenerfassung',
  APPROVAL: 'In Prüfung',
  APPROVED: 'Geprüft',
  CERTIFIED: 'Zertifiziert',
};

const REVISION = {
  SENT_BACK: 'Zurückgegeben',
  RESUBMITTED: 'Erneut eingereicht',
};

const DISPLAY_STATUS = {
  ACTIVE: 'Zertifiziert',
  EXPIRES_SOON: 'Läuft bald ab',
  EXPIRED: 'Abgelaufen',
  NO_CERTIFICATE: 'Kein Zertifikat',
};

const DISCIPLINE_TYPE = {
  INITIAL: 'Erstzertifizierung',
  RECERTIFICATION: 'Rezertifizierung',
};

/** The modules an organisation has, also the choices of the organisations' `modules`. */
export const MODULES = { certificates: 'Zertifikate', courses: 'Kurse', support: 'Support', internal: 'Intern' };

/** The address and contact of an organisation (`ADDRESS_FIELDS` of the domain), also a training site's. */
export const ADDRESS_FIELDS = {
  street: 'Straße',
  houseNumber: 'Hausnummer',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  contactName: 'Ansprechpartner',
  contactEmail: 'E-Mail des Ansprechpartners',
  phone: 'Telefon',
};

/** German texts of instructor certification. */
export const certification: Shape<typeof english> = {
  resources: {
    disciplines: {
      name: 'Disziplin |||| Disziplinen',
      fields: {
        name: 'Name',
        validityMonths: 'Gültigkeit (Monate)',
        usedIn: 'Verwendet in',
        templates: 'Vorlagen',
        organisationName: 'ITC',
      },
      empty: 'Noch keine Disziplinen.',
      empty_hint:
        'Disziplinen sind die Fachgebiete der Zertifikate, jede mit ihrer Gültigkeit und ihren Vorlagen für die Dateien eines Antrags.',
      no_read: 'Sie dürfen die Disziplinen nicht sehen.',
    },
    'its-organisations': {
      name: 'Trainingszentrum |||| Trainingszentren',
      choices: { modules: MODULES },
      fields: {
        name: 'Name',
        parentName: 'ITC',
        ...ADDRESS_FIELDS,
        modules: 'Module',
        instructorCount: 'Instruktoren',
        address: 'Adresse',
      },
      empty: 'Noch keine Trainingszentren.',
      empty_hint:
        'Trainingszentren führen Kurse durch und stellen bei Ihnen die Zertifikatsanträge ihrer Instruktoren.',
      no_read: 'Sie dürfen die Trainingszentren nicht sehen.',
    },
    'instructor-certificates': {
      name: 'Instruktorzertifikat |||| Instruktorzertifikate',
      choices: {
        status: CERTIFICATE_STATUS,
        displayStatus: DISPLAY_STATUS,
        revision: REVISION,
        disciplineType: DISCIPLINE_TYPE,
      },
      fields: {
        organisationName: 'Organisation',
        organisationId: 'Trainingszentrum',
        instructorName: 'Instruktor',
        instructorId: 'Instruktor',
        ahaInstructorId: 'AHA-Instruktor-ID',
        disciplineName: 'Disziplin',
        disciplineId: 'Disziplin',
        disciplineType: 'Art',
        status: 'Status',
        createdAt: 'Erstellt',
        expiryDate: 'Ablauf',
        certificationDate: 'Zertifiziert am',
        displayStatus: 'Anzeigestatus',
        revision: 'Korrektur',
        info: 'Informationen',
        itcComment: 'Kommentar des ITC',
        files: 'Dateien',
        paidRecertificationAccepted: 'Ich akzeptiere, dass die Rezertifizierung kostenpflichtig ist.',
        invoiceAddress: {
          title: 'Rechnungsadresse',
          nameOrInstitution: 'Name oder Einrichtung',
          street: 'Straße',
          houseNumber: 'Hausnummer',
          zipCode: 'PLZ',
          city: 'Ort',
          country: 'Land',
        },
      },
      empty: 'Noch keine Zertifikatsanträge.',
      empty_hint:
        'Ein Antrag gilt dem Zertifikat eines Instruktors in einer Disziplin: erfasst, zur Prüfung gesendet, dann geprüft und zertifiziert.',
      no_read: 'Sie dürfen die Instruktorzertifikate nicht sehen.',
    },
    'itc-instructors': {
      name: 'Instruktor |||| Instruktoren',
      choices: { displayStatus: DISPLAY_STATUS },
      fields: {
        instructorName: 'Name',
        organisationName: 'Trainingszentrum',
        organisationId: 'Trainingszentrum',
        email: 'E-Mail',
        ahaInstructorId: 'AHA-Instruktor-ID',
        disciplines: 'Zertifikate',
        disciplineId: 'Disziplin',
        displayStatus: 'Anzeigestatus',
        certificateCount: 'Anträge',
        firstName: 'Vorname',
        lastName: 'Nachname',
        linkedToUser: 'Benutzerkonto',
        updatedAt: 'Geändert am',
      },
      empty: 'Noch keine Instruktoren.',
      empty_hint: 'Instruktoren kommen aus Ihren Trainingszentren oder aus einem CSV-Import.',
      no_read: 'Sie dürfen die Instruktoren nicht sehen.',
    },
  },
  certification: {
    module_off: {
      title: 'Modul %{module} abschalten?',
      content:
        'Die Benutzer von %{name} verlieren diese Funktionen: %{features}. Ihre Rechte bleiben erhalten und gelten wieder, sobald das Modul eingeschaltet ist.',
      hint: 'Modul %{module} aus',
      hint_title:
        'Das Modul %{module} ist für die Organisation dieses Benutzers abgeschaltet: Das Recht gilt erst, wenn es eingeschaltet ist.',
    },
    status: CERTIFICATE_STATUS,
    revision: REVISION,
    display_status: DISPLAY_STATUS,
    discipline_type: DISCIPLINE_TYPE,
    file_type: {
      APPLICATION_FORM: 'Antragsformular',
      MONITORING_FORM: 'Monitoring-Formular',
      CURRENT_PROVIDER_STATUS: 'Aktueller Provider-Status',
      CERTIFICIATE_INSTRUCTOR_COURSE: 'Nachweis des Instruktorkurses',
      RENEWAL_CHECKLIST: 'Checkliste zur Verlängerung',
      INSTRUCTOR_CERTIFICATE: 'Instruktorzertifikat',
      ADDITIONAL_ATTACHMENT: 'Weitere Anlage',
      TEMPLATE: 'Vorlage',
      TEMPLATE_CERTIFICATION: 'Vorlage zur Zertifizierung',
      TEMPLATE_RECERTIFICATION: 'Vorlage zur Rezertifizierung',
    },
    modules: MODULES,
    scope: {
      itc: 'Instruktorzertifikate der Trainingszentren',
      its: 'Instruktorzertifikate des Trainingszentrums',
      my: 'Meine Zertifikate',
    },
    list: {
      back: 'Zurück zur Liste',
      create: 'Neuer Antrag',
      open: '%{name} öffnen',
    },
    create: {
      title: 'Neuer Zertifikatsantrag',
      instructor_help: 'Nach Name oder AHA-Instruktor-ID suchen',
      no_instructors: 'Es gibt keinen Instruktor, für den Sie einen Antrag stellen können.',
      no_disciplines: 'Ihr ITC hat noch keine Disziplinen.',
    },
    detail: {
      title: '%{discipline} – %{instructor}',
      summary: 'Antrag',
      progress: 'Fortschritt',
      declined: 'Das ITC hat den Antrag zur Korrektur zurückgegeben.',
      invoice: 'Rechnung',
      paid_accepted: 'Kostenpflichtige Rezertifizierung akzeptiert',
      paid_not_accepted: 'Kostenpflichtige Rezertifizierung nicht akzeptiert',
      no_info: 'Keine Angaben.',
      read_only: 'Nur Anträge in der Datenerfassung können geändert werden.',
      not_found: 'Dieses Zertifikat gibt es nicht, oder Sie dürfen es nicht sehen.',
      edit: 'Antrag bearbeiten',
    },
    history: {
      title: 'Verlauf',
      empty: 'Noch nichts erfasst.',
      by: 'von %{name}',
      new: 'Neu',
      new_hint: 'Seit der letzten Entscheidung des ITC',
      reason: 'Begründung',
      comment: 'Kommentar',
      event: {
        created: 'Antrag angelegt',
        updated: 'Antragsdaten geändert',
        submitted: 'Beim ITC eingereicht',
        resubmitted: 'Nach Korrektur erneut eingereicht',
        approved: 'Geprüft',
        declined: 'Zur Korrektur zurückgegeben',
        certified: 'Zertifiziert',
        file_added: 'Datei hinzugefügt: %{type}',
        file_replaced: 'Datei ersetzt: %{type}',
        file_deleted: 'Datei gelöscht: %{type}',
        imported: 'Als zertifiziert aus dem Instruktoren-Import (CSV-Datei) übernommen',
        reminder_sent: 'Ablauferinnerung von Hand verschickt',
        renewal_started: 'Verlängerungsantrag vom ITC begonnen',
        changed: 'Geändert',
      },
    },
    files: {
      title: 'Dateien',
      type: 'Art',
      file: 'Datei',
      required: 'Erforderlich',
      optional: 'Optional',
      missing: 'Vor dem Einreichen fehlen noch: %{files}',
      complete: 'Alle erforderlichen Dateien liegen vor.',
      none: 'Noch keine Datei',
      upload: 'Hochladen',
      upload_type: '%{type} hochladen',
      replace: 'Ersetzen',
      download: '%{name} herunterladen',
      delete: '%{name} löschen',
      delete_title: '„%{name}“ löschen?',
      delete_content: 'Die Datei wird aus dem Antrag entfernt.',
      uploading: '%{name} wird hochgeladen …',
      rules: 'Bis %{n} MB; %{extensions}',
      templates: 'Vorlagen der Disziplin',
      current: 'Aktuell',
      earlier: 'Frühere Fassung',
      new: 'Neu',
      new_hint: 'Seit der letzten Entscheidung des ITC hinzugefügt',
      uploaded_by: '%{date} von %{name}',
      no_templates: 'Die Disziplin hat keine Vorlagen.',
    },
    actions: {
      submit: 'Einreichen',
      approve: 'Genehmigen',
      decline: 'Ablehnen',
      certify: 'Zertifizieren',
      decline_title: 'Antrag ablehnen?',
      decline_content:
        'Der Antrag geht zurück in die Datenerfassung. Teilen Sie dem Trainingszentrum mit, was zu ändern ist.',
      approve_title: 'Antrag genehmigen?',
      approve_content: 'Der Antrag gilt damit als geprüft; als Nächstes kann er zertifiziert werden.',
      certify_title: 'Antrag zertifizieren?',
      certify_content: 'Das Zertifikat gilt ab heute bis zum %{expiryDate}.',
      fields_missing:
        'Vor dem Einreichen den Antrag bearbeiten: die kostenpflichtige Rezertifizierung akzeptieren und die Rechnungsadresse angeben.',
      submit_title: 'Antrag einreichen?',
      submit_content:
        'Das ITC prüft den Antrag: Seine Prüfer sehen ihn sofort in ihrer Liste und in ihrer täglichen Mail der eingereichten Anträge. Solange er in Prüfung ist, können Sie ihn nicht ändern.',
    },
    notification: {
      created: 'Angelegt. Fügen Sie nun die erforderlichen Dateien hinzu.',
      submitted: 'Antrag beim ITC eingereicht',
      approved: 'Antrag genehmigt',
      declined: 'Antrag abgelehnt',
      certified: 'Instruktor zertifiziert',
      submit_error: 'Fehler beim Einreichen des Antrags',
      approve_error: 'Fehler beim Genehmigen',
      decline_error: 'Fehler beim Ablehnen',
      certify_error: 'Fehler beim Zertifizieren',
      apply_error: 'Fehler beim Beantragen des Zertifikats',
      generate_id_error: 'Fehler beim Erzeugen der Instruktor-ID',
      update_id_error: 'Fehler beim Ändern der Instruktor-ID',
      id_generated: 'Instruktor-ID erzeugt',
      moved: 'Zertifikate nach %{organisation} verschoben',
      move_error: 'Fehler beim Verschieben der Zertifikate',
    },
    templates: {
      title: 'Vorlagen für %{name}',
      manage: 'Vorlagen',
      count: '%{smart_count} von 3',
      delete_title: 'Vorlage „%{name}“ löschen?',
      delete_content: 'Die Trainingszentren können sie dann nicht mehr herunterladen.',
    },
    instructors: {
      title: 'Instruktorverwaltung',
      generate_id: 'AHA-ID erzeugen',
      update_id: 'AHA-ID ändern',
      generate_title: 'AHA-Instruktor-ID für %{name} erzeugen?',
      generate_content: 'Es wird eine neue, noch nicht vergebene Instruktor-ID zugewiesen.',
      update_title: 'AHA-Instruktor-ID von %{name}',
      id_help: '8 bis 15 Ziffern',
      move: 'Zertifikate verschieben',
      move_title: 'Zertifikate von %{name} verschieben',
      move_content:
        'Die Anträge und Zertifikate des Instruktors gehen an das gewählte Trainingszentrum desselben ITC. Dieses übernimmt den Instruktor; das Profil beim bisherigen Zentrum bleibt bestehen.',
      move_target: 'Neues Trainingszentrum',
      import: 'CSV-Import',
      certificates: 'Zertifikate',
      row_generate_id: 'ID erzeugen',
      row_update_id: 'ID ändern',
      row_move: 'Verschieben',
      bulk_generate_id: 'AHA-IDs erzeugen',
      bulk_generate_title:
        'AHA-Instruktor-ID für %{smart_count} Instruktor erzeugen? |||| AHA-Instruktor-IDs für %{smart_count} Instruktoren erzeugen?',
      bulk_generate_content:
        'Jeder Instruktor ohne ID erhält eine neue, noch nicht vergebene; wer bereits eine hat, behält sie, und Sie sehen, wer.',
      bulk_generate_results: 'AHA-IDs: Ergebnis je Instruktor',
      bulk_move_title:
        'Zertifikate von %{smart_count} Instruktor verschieben |||| Zertifikate von %{smart_count} Instruktoren verschieben',
      bulk_move_content:
        'Die Anträge und Zertifikate jedes Instruktors gehen an das gewählte Trainingszentrum desselben ITC, so als würden sie einzeln verschoben; wer nicht verschoben werden kann, bleibt, und Sie sehen den Grund.',
      bulk_move_results: 'Verschieben: Ergebnis je Instruktor',
      bulk_renewal: 'Verlängerungsanträge anlegen',
      bulk_renewal_title:
        'Verlängerungsantrag für %{smart_count} Instruktor anlegen |||| Verlängerungsanträge für %{smart_count} Instruktoren anlegen',
      bulk_renewal_content:
        'Jeder Instruktor erhält bei seinem Trainingszentrum einen Antrag auf Rezertifizierung in der Datenerfassung, so als würde er einzeln angelegt; das Trainingszentrum oder er selbst ergänzt die Dateien, akzeptiert die kostenpflichtige Rezertifizierung, prüft die Rechnungsadresse und reicht ihn ein. Wer in der Disziplin kein zertifiziertes Zertifikat oder bereits einen offenen Antrag hat, erhält keinen, und Sie sehen den Grund.',
      bulk_renewal_discipline: 'Zu verlängernde Disziplin',
      bulk_renewal_none: 'Keiner der ausgewählten Instruktoren hat ein Zertifikat, das verlängert werden könnte.',
      bulk_renewal_results: 'Verlängerungsanträge: Ergebnis je Instruktor',
    },
    import: {
      title: 'Instruktoren aus CSV importieren',
      intro:
        'Eine CSV-Datei in UTF-8, getrennt durch Kommas, Semikolons oder Tabulatoren, mit der Kopfzeile: %{columns} – so, wie der Export sie schreibt. Datumsangaben als 2026-12-31 oder 31.12.2026. Ein Instruktor mit AHA-ID wird aktualisiert, einer ohne wird über die E-Mail-Adresse gefunden oder neu angelegt; eine Zeile ohne Disziplin und Ablaufdatum fügt kein Zertifikat hinzu.',
      template: 'Vorlage herunterladen',
      template_file: 'instruktoren-import-vorlage',
      choose: 'Datei auswählen',
      test: 'Testupload',
      start: 'Importieren',
      run: '%{smart_count} gültige Zeile importieren |||| %{smart_count} gültige Zeilen importieren',
      reading: 'Datei wird gelesen … %{percent} %',
      uploading: 'Wird gesendet … %{percent} %',
      checking: 'Der Server prüft jede Zeile …',
      importing: 'Import läuft …',
      missing_columns: 'In der Datei fehlen die Spalten: %{columns}',
      empty_file: 'Die Datei enthält keine Zeilen.',
      too_many_rows: 'Die Datei hat mehr als %{n} Zeilen.',
      parse_error: 'Die Datei konnte nicht gelesen werden: %{message}',
      summary:
        '%{total} Zeilen: %{valid} gültig (neue Instruktoren: %{created}, vorhandene: %{updated}, Zertifikate: %{certificates}); fehlerhaft: %{failed}.',
      summary_done:
        '%{valid} von %{total} Zeilen importiert (neue Instruktoren: %{created}, aktualisiert: %{updated}, Zertifikate: %{certificates}); abgelehnt: %{failed}.',
      has_errors:
        'Fehlerhafte Zeilen werden nicht importiert. Laden Sie sie mit ihren Gründen herunter, korrigieren Sie sie und importieren Sie sie erneut.',
      rejected_hint:
        'Laden Sie die abgelehnten Zeilen mit ihren Gründen herunter, korrigieren Sie sie und importieren Sie die Datei erneut.',
      download_rejected: 'Abgelehnte Zeilen',
      rejected_file: 'abgelehnte-zeilen',
      reason_column: 'Grund',
      only_errors: 'Nur Zeilen mit Fehlern',
      line: 'Zeile',
      action: 'Ergebnis',
      reasons: 'Grund',
      actions: { create: 'Anlegen', update: 'Aktualisieren', error: 'Fehler' },
      errors: {
        REQUIRED: 'Pflichtfeld.',
        UNKNOWN_ORGANISATION: 'Unbekannte Organisation',
        AMBIGUOUS_ORGANISATION:
          'Trainingszentren mehrerer ITCs tragen diesen Namen: Geben Sie stattdessen die ID des Trainingszentrums an',
        UNKNOWN_DISCIPLINE: 'Unbekannte Disziplin',
        BAD_DATE: 'Ungültiges Datum',
        BAD_EMAIL: 'Ungültige E-Mail-Adresse',
        DUPLICATE: 'Doppelte Zeile in der Datei',
        BAD_AHA_ID: 'Eine AHA-ID hat 8 bis 15 Ziffern',
        AHA_ID_TAKEN: 'Die AHA-ID gehört einem anderen Instruktor',
        INSTRUCTOR_EXISTS: 'Instruktor existiert bereits mit einer anderen AHA-ID',
        TOO_LONG: 'Wert zu lang',
      },
      done: 'Import abgeschlossen',
    },
    mail: {
      types: { INITIAL: 'Erstzertifizierung', RECERTIFICATION: 'Rezertifizierung' },
      declined: {
        subject: 'Zertifikatsantrag abgelehnt: %{discipline} für %{instructor}',
        text: 'Guten Tag,\n\n%{itc} hat den Antrag auf %{type} in %{discipline} für %{instructor} (%{organisation}) abgelehnt.\n\nKommentar des ITC:\n%{comment}\n\nBitte korrigieren Sie den Antrag und reichen Sie ihn erneut ein:\n%{link}\n\nDiese Nachricht wurde automatisch versandt.',
        no_account:
          'Guten Tag %{instructor},\n\n%{itc} hat den Antrag auf %{type} in %{discipline} abgelehnt, den %{organisation} für Sie gestellt hat.\n\nKommentar des ITC:\n%{comment}\n\n%{organisation} korrigiert den Antrag und reicht ihn erneut ein; Sie müssen nichts tun. Bei Fragen wenden Sie sich bitte an %{organisation}.\n\nDiese Nachricht wurde automatisch versandt.',
      },
      certified: {
        subject: 'Zertifiziert: %{discipline} für %{instructor}',
        text: 'Guten Tag,\n\n%{itc} hat %{instructor} (%{organisation}) in %{discipline} zertifiziert (%{type}). Das Zertifikat ist gültig bis zum %{expiryDate}.\n\nEinzelheiten:\n%{link}\n\nDiese Nachricht wurde automatisch versandt.',
        no_account:
          'Guten Tag %{instructor},\n\n%{itc} hat Sie in %{discipline} zertifiziert (%{type}). Das Zertifikat ist gültig bis zum %{expiryDate}.\n\nEinzelheiten und das Zertifikat erhalten Sie von %{organisation}.\n\nDiese Nachricht wurde automatisch versandt.',
      },
      digest: {
        subject: '%{count} am %{day} eingereichte Zertifikatsanträge warten auf Ihre Prüfung',
        subject_one: 'Ein am %{day} eingereichter Zertifikatsantrag wartet auf Ihre Prüfung',
        text: 'Guten Tag,\n\nfolgende Zertifikatsanträge wurden am %{day} bei %{itc} eingereicht und warten auf Ihre Prüfung:\n\n%{requests}\n\nAlle Anträge:\n%{link}\n\nDiese Nachricht wird automatisch versandt, einmal täglich, wenn am Vortag Anträge eingereicht wurden.',
        request: '- %{instructor} (%{organisation}): %{discipline}, %{type}, %{event}\n  %{link}',
        submitted: 'eingereicht',
        resubmitted: 'nach Korrektur erneut eingereicht',
      },
    },
    bulk: {
      approve_title: '%{smart_count} Antrag genehmigen? |||| %{smart_count} Anträge genehmigen?',
      certify_title: '%{smart_count} Antrag zertifizieren? |||| %{smart_count} Anträge zertifizieren?',
      content:
        'Jeder Antrag wird so geprüft, als würde er allein bearbeitet; Anträge, bei denen der Schritt nicht möglich ist, bleiben unverändert, und Sie sehen den Grund.',
      approve_results: 'Genehmigung: Ergebnis je Antrag',
      certify_results: 'Zertifizierung: Ergebnis je Antrag',
    },
  },
};
