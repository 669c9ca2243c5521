import type { orientation as english } from '../en/orientation';
import type { Shape } from '../shape';

/** German texts of orientation: breadcrumbs, the global search and list keys (issue 13). */
export const orientation: Shape<typeof english> = {
  orientation: {
    breadcrumb: 'Navigationspfad',
    disabled: {
      invalid: 'Pflichtfelder fehlen oder sind ungültig.',
      unchanged: 'Es wurde noch nichts geändert.',
      sending: 'Wird gesendet …',
      no_text: 'Schreiben Sie zuerst die Nachricht.',
      no_feature: 'Wählen Sie zuerst mindestens eine Funktion aus.',
      aha_id: 'Geben Sie zuerst die AHA-ID ein: 8 bis 15 Ziffern.',
      no_site: 'Wählen Sie zuerst das neue Trainingszentrum aus.',
      name_to_confirm: 'Geben Sie zuerst den Namen genau wie angezeigt ein.',
    },
    search: {
      open: 'Suchen (Strg+K)',
      title: 'Suche',
      placeholder: 'Name, AHA-ID, Rechnungs- oder Projektnummer',
      hint: 'Mindestens zwei Zeichen eingeben. ↑ ↓ wählen, Enter öffnet, Esc schließt.',
      empty: 'Nichts gefunden für „%{q}“.',
      failed: 'Fehler beim Laden der Daten: %{message}',
      kinds: {
        instructors: 'Instruktoren',
        participants: 'Teilnehmende',
        courses: 'Kurse',
        certificates: 'Instruktorzertifikate',
        organisations: 'Organisationen',
      },
    },
  },
  ra: {
    notification: {
      created: 'Angelegt',
      updated: 'Aktualisiert |||| %{smart_count} Datensätze aktualisiert',
      deleted: 'Gelöscht |||| %{smart_count} Datensätze gelöscht',
    },
  },
};
