import type { people as english } from '../en/people';
import type { Shape } from '../shape';
import { MODULES } from './certification';

const ROLES = {
  USER: 'Benutzer',
  ADMIN: 'Administrator',
  INTERNAL_ASSISTANT: 'Interne Assistenz',
  ORGANISATION_EDIT: 'Organisationsbearbeitung',
  DISTRIBUTOR_MANAGER: 'Vertriebsleitung',
  DISTRIBUTOR_ASSISTANT: 'Vertriebsassistenz',
  EDUCATION_CENTER_TOPICS: 'Bildungszentrum: Themen',
  ITS_COORDINATOR: 'Koordination Trainingszentrum',
};

const COMMENT_TYPES = { comment: 'Kommentar', ticket: 'Ticket' };

/** German texts of accounts, user permissions, password reset, support, comments and the dashboard. */
export const people: Shape<typeof english> = {
  personal_data: {
    export: 'Personenbezogene Daten exportieren',
    erase: 'Person löschen',
    exported: 'Die personenbezogenen Daten wurden als ZIP-Archiv heruntergeladen.',
    erase_title: '%{name} löschen?',
    erase_content:
      'Alles, was über %{name} gespeichert ist, wird endgültig gelöscht: Profile, Konto, Zertifikatsdateien, erfasste E-Mails und jede Nennung des Namens im Verlauf. Zertifikate und Teilnehmerlisten bleiben für die Zertifizierungsstelle erhalten, mit „Anonymisiert“ statt des Namens, damit sie weiter in die Statistik eingehen. Die Löschung selbst wird ohne die gelöschten Daten protokolliert. Das lässt sich nicht rückgängig machen.',
    erase_type: 'Geben Sie zur Bestätigung %{name} ein',
    erased: '%{name} wurde gelöscht.',
  },
  account: {
    title: 'Mein Konto',
    details: 'Kontodaten',
    fields: {
      title: 'Titel',
      title_hint: 'z. B. Dr. oder Prof.',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      email_hint: 'Mit dieser Adresse melden Sie sich an.',
      currentPassword: 'Aktuelles Passwort',
      currentPassword_hint: 'Zum Ändern der E-Mail-Adresse erforderlich. Wir benachrichtigen die bisherige Adresse.',
    },
    password: {
      title: 'Passwort ändern',
      hint: 'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
      current: 'Aktuelles Passwort',
      new: 'Neues Passwort',
      repeat: 'Neues Passwort wiederholen',
      submit: 'Passwort ändern',
      changed: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden abgemeldet.',
    },
    profiles: {
      title: 'Profile je Organisation',
      empty: 'Sie haben noch bei keiner Organisation ein Teilnehmer- oder Instruktorprofil.',
      participant: 'Teilnehmerprofil',
      instructor: 'Instruktorprofil',
      name: 'Name',
      phone: 'Telefon',
      qualification: 'Qualifikation',
      customer_number: 'Kundennummer',
      status: 'Beschäftigung',
      aha_id: 'AHA-Instruktor-ID',
      cell_phone: 'Mobil',
      statuses: {
        FULLTIME: 'Vollzeit',
        PARTTIME: 'Teilzeit',
        MINIJOB: 'Minijob',
        FREELANCER: 'Freiberuflich',
      },
    },
    instructor: {
      title: 'Instruktorkonto',
      text: 'Als Instruktor sehen Sie Ihre Zertifikate und Kurse und können eine Zertifizierung beantragen.',
      already: 'Sie sind Instruktor bei: %{organisations}.',
      none: 'Keine Ihrer Organisationen führt Kurse oder Zertifikate; deshalb kann kein Instruktorkonto angelegt werden.',
      none_left: 'Sie haben bei jeder Ihrer Organisationen ein Instruktorkonto.',
      organisation: 'Organisation',
      create: 'Instruktorkonto bei %{organisation} anlegen',
      confirm_title: 'Instruktorkonto anlegen?',
      confirm_content: 'Sie erhalten bei %{organisation} ein Instruktorprofil und die Instruktor-Funktionen.',
      created: 'Ihr Instruktorkonto wurde angelegt. Sie können jetzt eine Zertifizierung beantragen.',
    },
  },
  password_reset: {
    request_title: 'Passwort zurücksetzen',
    request_text:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort vergeben.',
    send: 'Link senden',
    sent_title: 'Bitte sehen Sie in Ihr Postfach',
    sent: 'Falls zu %{email} ein Konto besteht, ist ein Link zum Zurücksetzen unterwegs. Er funktioniert einmal und ist %{hours} Stunde gültig.',
    back_to_login: 'Zurück zur Anmeldung',
    reset_title: 'Neues Passwort vergeben',
    invite_title: 'Passwort festlegen',
    checking: 'Der Link wird geprüft …',
    password: 'Neues Passwort',
    repeat: 'Passwort wiederholen',
    submit: 'Passwort speichern',
    done: 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen Passwort an.',
    request_new: 'Neuen Link anfordern',
  },
  support: {
    title: 'Support',
    intro:
      'Fragen zu Certadmin, Ihren Kursen oder Zertifikaten? Schreiben Sie uns; wir antworten per E-Mail, meist innerhalb eines Werktags.',
    fields: {
      organisationName: 'Organisation',
      contactPerson: 'Ansprechperson',
      email: 'E-Mail',
      message: 'Ihre Nachricht',
    },
    privacy_before: 'Ich habe die ',
    privacy_link: 'Datenschutzerklärung',
    privacy_after:
      ' gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung dieser Anfrage verwendet werden.',
    send: 'Anfrage senden',
    sent_title: 'Vielen Dank!',
    sent: 'Ihre Anfrage ist eingegangen. Wir antworten so bald wie möglich an %{email}.',
    another: 'Weitere Anfrage senden',
    back_home: 'Zurück zur Startseite',
  },
  resources: {
    users: {
      name: 'Benutzer |||| Benutzer',
      choices: { authorizations: ROLES, authorization: ROLES, organisationModules: MODULES },
      fields: {
        name: 'Name',
        email: 'E-Mail',
        title: 'Titel',
        firstName: 'Vorname',
        lastName: 'Nachname',
        organisationId: 'Organisation',
        organisationName: 'Organisation',
        organisationModules: 'Module der Organisation',
        authorization: 'Rolle',
        authorizations: 'Rollen',
        userFeatures: 'Funktionen',
        language: 'Sprache der E-Mails',
        deleted: 'Deaktiviert',
      },
      empty: 'Noch keine Benutzer.',
      no_read: 'Sie dürfen die Benutzer nicht sehen.',
    },
    'organisation-comments': {
      name: 'Organisationskommentar |||| Organisationskommentare',
      choices: { type: COMMENT_TYPES },
      fields: {
        organisationId: 'Organisation',
        organisationName: 'Organisation',
        type: 'Art',
        comment: 'Text',
        visibleToCustomer: 'Für die Organisation sichtbar',
        createdByName: 'Verfasst von',
        createdAt: 'Verfasst am',
        updatedAt: 'Geändert am',
      },
      empty: 'Noch keine Kommentare oder Tickets.',
      no_read: 'Sie dürfen die Organisationskommentare nicht sehen.',
    },
    'support-tickets': {
      name: 'Support-Ticket |||| Support-Tickets',
      choices: { type: COMMENT_TYPES },
      fields: { comment: 'Nachricht', createdAt: 'Verfasst am' },
      empty: 'Noch keine Tickets. Wenn Sie Hilfe brauchen, eröffnen Sie ein Ticket: Der Support antwortet hier.',
      no_read: 'Sie dürfen die Support-Tickets nicht sehen.',
    },
  },
  user_features: {
    title: 'Benutzerrechte',
    all_organisations: 'Alle Organisationen',
    show_deactivated: 'Nur deaktivierte',
    deactivated: 'Deaktiviert',
    no_features: 'Keine Funktionen',
    admin_all: 'Administrator: alle Funktionen der Organisation',
    edit_rights: 'Rechte bearbeiten',
    rights_title: 'Rechte von %{name}',
    feature: 'Funktion',
    granted_column: 'Erteilt',
    add_feature: '%{feature} hinzufügen',
    remove_feature: '%{feature} entfernen',
    grant_hint:
      'Eine hinzugefügte Funktion umfasst Anlegen, Lesen, Ändern und Löschen. Sie können nur Rechte vergeben, die Sie selbst haben.',
    remove_all: 'Alle Rechte entziehen',
    confirm_remove_all_title: 'Alle Rechte von %{name} entziehen?',
    confirm_remove_all_content:
      '%{name} behält das Konto, verliert aber alle Funktionen und sieht nur noch die Startseite und das eigene Konto.',
    deactivated_locked: 'Dieses Benutzerkonto ist deaktiviert. Aktivieren Sie es wieder, um die Rechte zu ändern.',
    changed_meanwhile:
      '%{name} hat diese Rechte um %{time} geändert, daher wurde Ihre Änderung nicht gespeichert. Der Dialog zeigt die Rechte jetzt so, wie sie sind: Ändern Sie sie bitte erneut.',
    deactivate: 'Deaktivieren',
    reactivate: 'Wieder aktivieren',
    confirm_deactivate_title: '%{name} deaktivieren?',
    confirm_deactivate_content:
      '%{name} wird sofort abgemeldet und kann sich erst nach der Reaktivierung wieder anmelden. Die Daten bleiben erhalten.',
    confirm_reactivate_title: '%{name} wieder aktivieren?',
    confirm_reactivate_content: '%{name} kann sich wieder mit dem eigenen Passwort anmelden.',
    user_deleted: 'Benutzer gelöscht',
    recovered: 'Wiederhergestellt',
    grant: 'Funktionen erteilen',
    grant_title:
      'Funktionen für den ausgewählten Benutzer erteilen |||| Funktionen für %{smart_count} ausgewählte Benutzer erteilen',
    grant_submit: 'Erteilen |||| %{smart_count} Funktionen erteilen',
    granted: 'Funktionen erteilt |||| Funktionen an %{smart_count} Benutzer erteilt',
    create_user: 'Neuer Benutzer',
    created: 'Angelegt. Eine E-Mail mit einem Link zum Festlegen des Passworts ist unterwegs.',
    invite_hint: 'Die neue Person erhält eine E-Mail mit einem Link zum Festlegen des Passworts.',
    role_hint: 'Eine Rolle erteilt ihre voreingestellten Funktionen.',
    languages: { en: 'Englisch', de: 'Deutsch' },
  },
  features: {
    all: 'Alles (alle Funktionen)',
    its_courses: 'Kurse',
    its_participant_profiles: 'Teilnehmende',
    its_instructor_profile: 'Instruktoren',
    its_instructor_certificates: 'Instruktorzertifikate',
    itc_organisations_its: 'Trainingszentren',
    itc_disciplines: 'Disziplinen',
    itc_instructor_certificates: 'Instruktorzertifikate',
    itc_instructor_certificate_approve: 'Zertifikatsanträge prüfen',
    itc_instructor_certificate_certify: 'Zertifizieren',
    itc_instructor_certificate_import: 'Instruktoren importieren',
    itc_instructors: 'Instruktorverwaltung',
    itc_statistics: 'Statistik',
    itc_courses: 'Kurse des Netzwerks',
    core_user_features: 'Benutzerrechte',
    core_organisation_comments: 'Organisationskommentare',
    core_organisation_support_tickets: 'Support-Tickets',
    user_is_instructor: 'Ist Instruktor',
  },
  feature_groups: {
    admin_dashboard: 'Admin-Übersicht',
    its_course_area: 'Trainingszentrum: Kurse',
    its_administration: 'Trainingszentrum: Verwaltung',
    itc_area: 'Zertifizierungsstelle (ITC)',
    my_organisation: 'Meine Organisation',
    other: 'Benutzer und Instruktoren',
  },
  feature_actions: {
    manage: 'Verwalten',
    create: 'Anlegen',
    read: 'Lesen',
    update: 'Ändern',
    delete: 'Löschen',
  },
  roles: ROLES,
  organisation_comments: {
    title: 'Organisationskommentare',
    types: COMMENT_TYPES,
    all_organisations: 'Alle Organisationen',
    all_types: 'Kommentare und Tickets',
    all_visibilities: 'Sichtbare und interne',
    visible: 'Für die Organisation sichtbar',
    internal: 'Intern',
    visible_hint: 'Nur dann sieht die Organisation den Eintrag bei ihren Support-Tickets.',
    create_title: 'Neuer Kommentar oder neues Ticket',
    edit_title: 'Kommentar oder Ticket bearbeiten',
    unknown_author: 'Unbekannt',
    no_replies: 'Noch keine Antworten',
    open: 'Ganzer Eintrag und Antworten',
    replies: 'Eine Antwort |||| %{smart_count} Antworten',
    reply: 'Antwort',
    reply_visible: 'Für die Organisation sichtbar',
    send_reply: 'Antwort senden',
    confirm_delete_title: '%{what} von %{organisation} löschen?',
    confirm_delete_content: 'Er wird endgültig gelöscht.',
    confirm_delete_with_replies:
      'Er wird mit seiner Antwort endgültig gelöscht. |||| Er wird mit seinen %{smart_count} Antworten endgültig gelöscht.',
    confirm_delete_reply_title: 'Diese Antwort löschen?',
    confirm_delete_reply_content: 'Die Antwort wird endgültig gelöscht.',
  },
  support_tickets: {
    title: 'Support-Tickets',
    intro:
      'Ihre Tickets und die Nachrichten des Support-Teams. Antworten des Supports erscheinen hier und kommen per E-Mail.',
    new: 'Neues Ticket',
    new_title: 'Support-Ticket eröffnen',
    new_hint:
      'Beschreiben Sie möglichst genau, was Sie brauchen: was Sie getan haben, was passiert ist und was Sie erwartet haben.',
    message: 'Nachricht',
    send: 'Ticket senden',
    ticket: 'Ticket',
    message_from_support: 'Nachricht vom Support',
    support_team: 'Support-Team',
    reply: 'Ihre Antwort',
    send_reply: 'Antworten',
    show: 'Anzeigen',
    show_all: 'Tickets und Nachrichten',
    tickets: 'Tickets',
    messages: 'Nachrichten vom Support',
  },
  dashboard: {
    layout: {
      new: 'Neu',
      drag: 'Ziehen, um die Karte zu verschieben',
      card_menu: 'Optionen der Karte %{title}',
      move_up: 'Nach oben',
      move_down: 'Nach unten',
      move_left: 'In die linke Spalte',
      move_right: 'In die rechte Spalte',
      hide: 'Karte ausblenden',
      hidden_cards: 'Eine ausgeblendete Karte |||| %{smart_count} ausgeblendete Karten',
      show: '„%{title}“ einblenden',
      left: 'Linke Spalte',
      right: 'Rechte Spalte',
      merged: 'Die Anordnung wurde inzwischen in einem anderen Fenster geändert: Ihre Änderung ist darauf übertragen.',
      save_failed: 'Die Anordnung konnte nicht gespeichert werden; die vorherige gilt wieder.',
    },
    cards: {
      welcome: {
        title: 'Willkommen',
        account: 'Mein Konto',
      },
      no_cards_active: {
        title: 'Keine Karten aktiv',
        text: 'Sie haben alle Karten Ihrer Startseite ausgeblendet.',
        show_all: 'Alle Karten wieder einblenden',
      },
      itc_info_de_at: { title: 'ITC-Informationen: Deutschland und Österreich' },
      itc_info_ch: { title: 'ITC-Informationen: Schweiz' },
      itc_info: {
        contact: 'Ansprechperson Ihres ITC',
        no_contact: 'Keine Ansprechperson hinterlegt',
        email: 'E-Mail',
        phone: 'Telefon',
        address: 'Adresse',
        requests_title: 'Zertifikatsanträge',
        initial: 'Erstzertifizierung: Antragsformular, Nachweis des Instruktorkurses und Monitoring-Formular.',
        recertification:
          'Rezertifizierung: Verlängerungs-Checkliste, Monitoring-Formular und aktueller Provider-Status.',
        expiry:
          'Instruktorzertifikate gelten bis zum Ende ihres Monats; stellen Sie den Verlängerungsantrag rechtzeitig.',
        to_certificates: 'Instruktorzertifikate',
        links: 'Nützliche Links',
        link_grc: 'Deutscher Rat für Wiederbelebung (GRC)',
        link_src: 'Swiss Resuscitation Council (SRC)',
        link_erc: 'European Resuscitation Council (ERC)',
        link_aha_network: 'AHA Instructor Network',
        link_aha_courses: 'AHA-Kurskatalog',
      },
    },
  },
  mail: {
    password_reset: {
      subject: 'Ihr Certadmin-Passwort zurücksetzen',
      body: `Guten Tag %{name},

jemand – hoffentlich Sie – hat darum gebeten, das Passwort Ihres Certadmin-Kontos zurückzusetzen. Über diesen Link vergeben Sie ein neues:

%{link}

Der Link funktioniert einmal und ist %{hours} Stunde gültig. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.

Ihr Certadmin-Team`,
    },
    email_changed: {
      subject: 'Die E-Mail-Adresse Ihres Certadmin-Kontos wurde geändert',
      body: `Guten Tag %{name},

die E-Mail-Adresse Ihres Certadmin-Kontos wurde von %{old} in %{new} geändert. Ab sofort melden Sie sich mit der neuen Adresse an, und E-Mails von Certadmin gehen dorthin.

Falls Sie diese Änderung nicht selbst vorgenommen haben, nutzt möglicherweise jemand anderes Ihr Konto: Schreiben Sie uns bitte umgehend an %{support}.

Ihr Certadmin-Team`,
    },
    invitation: {
      subject: 'Ihr Certadmin-Konto',
      body: `Guten Tag %{name},

%{inviter} hat für Sie ein Certadmin-Konto bei %{organisation} angelegt. Sie melden sich mit %{email} an. Über diesen Link legen Sie Ihr Passwort fest:

%{link}

Der Link funktioniert einmal und ist %{days} Tage gültig. Danach verwenden Sie auf der Anmeldeseite „Passwort vergessen?“.

Ihr Certadmin-Team`,
    },
    support_request: {
      subject: 'Support-Anfrage von %{organisation}',
      body: `Über das öffentliche Support-Formular ist eine Anfrage eingegangen.

Organisation: %{organisation}
Ansprechperson: %{contact}
E-Mail: %{email}
Sprache: %{language}
Referenz: %{id}

%{message}`,
    },
    support_ticket: {
      subject: 'Neues Ticket von %{organisation}',
      body: `%{author} hat für %{organisation} ein Ticket eröffnet.

%{message}

Beantworten Sie es unter Organisationskommentare: %{link}`,
    },
  },
};
