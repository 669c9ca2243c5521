import type { verification as english } from '../en/verification';
import type { Shape } from '../shape';

/** German texts of the verification page, the review screen and the work queues. */
export const verification: Shape<typeof english> = {
  verification: {
    title: 'Zertifikat prüfen',
    intro: 'Mit dem Code auf einem Instruktorzertifikat sehen Sie hier, ob es gültig ist.',
    enter:
      'Geben Sie den Code ein, der auf dem Zertifikat steht, z. B. ABCD-EFGH-JKMN-PQRS; Groß- und Kleinschreibung und Bindestriche spielen keine Rolle.',
    code: 'Code',
    code_label: 'Code des Zertifikats',
    check: 'Prüfen',
    name: 'Name',
    discipline: 'Disziplin',
    status: 'Status',
    valid_until: 'Gültig bis',
    itc: 'Ausgestellt von',
    state: {
      VALID: 'Gültig',
      EXPIRED: 'Abgelaufen',
      REVOKED: 'Widerrufen',
      ERASED: 'Daten gelöscht',
    },
    state_text: {
      VALID: 'Dieses Zertifikat ist gültig.',
      EXPIRED: 'Dieses Zertifikat ist abgelaufen.',
      REVOKED: 'Dieses Zertifikat wurde vom Aussteller widerrufen und ist nicht mehr gültig.',
      ERASED:
        'Die personenbezogenen Daten der Inhaberin oder des Inhabers wurden auf Antrag gelöscht; dieses Zertifikat kann daher nicht mehr geprüft werden.',
    },
    not_found: 'Zu diesem Code gibt es kein Zertifikat. Bitte prüfen Sie den Code auf dem Zertifikat.',
    invalid: 'Ein Code hat 16 Buchstaben und Ziffern, z. B. ABCD-EFGH-JKMN-PQRS.',
  },
  review: {
    title: 'Prüfung: %{name}',
    loading: 'Prüfung',
    help: 'Tasten: A freigeben · D ablehnen (mit Kommentar) · C zertifizieren · N oder J nächster Antrag',
    next: 'Nächster Antrag',
    no_next: 'Kein weiterer Antrag wartet.',
    position: '%{waiting} warten',
    back: 'Zurück zur Liste',
    files: 'Dateien',
    no_files: 'Der Antrag hat keine Dateien.',
    preview: 'Vorschau von %{name}',
    no_preview: 'Für diesen Dateityp gibt es keine Vorschau – bitte herunterladen.',
    preview_error: 'Die Datei konnte nicht geladen werden.',
    keys_paused:
      'Tasten pausiert: Die Vorschau hat den Fokus. Verlassen Sie sie mit Tab oder klicken Sie daneben, um A, D, C und N wieder zu nutzen.',
    start: 'Prüfung beginnen',
  },
  work_queues: {
    title: 'Wartet auf Sie',
    filter: 'Arbeitsliste',
    queue: {
      SENT_BACK: 'An Sie zurückgegeben',
      MISSING_FILES: 'Fehlende Dateien',
      EXPIRING_UNRENEWED: 'Läuft ab, ohne Verlängerungsantrag',
    },
  },
};
