import type { conflict as english } from '../en/conflict';
import type { Shape } from '../shape';

/** German texts of a save refused because someone else changed the record meanwhile (412). */
export const conflict: Shape<typeof english> = {
  conflict: {
    changed: '%{name} hat diesen Eintrag um %{time} Uhr geändert, während Sie ihn bearbeitet haben.',
    someone: 'Jemand',
    merged:
      'Diese Änderungen stehen jetzt im Formular, Ihre Eingaben bleiben erhalten: Prüfen Sie sie und speichern Sie erneut.',
    taken: 'Von dort übernommen: %{fields}.',
    clash: '%{field}: dort gespeichert „%{value}“.',
    use_theirs: 'Übernehmen',
    rows: '%{smart_count} Eintrag |||| %{smart_count} Einträge',
    skipped_rows:
      '%{smart_count} von %{total} Einträgen wurde inzwischen von jemand anderem geändert und ausgelassen: Bitte prüfen Sie ihn. |||| %{smart_count} von %{total} Einträgen wurden inzwischen von jemand anderem geändert und ausgelassen: Bitte prüfen Sie sie.',
    changed_live:
      '%{name} hat diesen Eintrag um %{time} Uhr geändert. Ihre Eingaben bleiben: Beim Speichern wird die Änderung mit Ihren zusammengeführt.',
    deleted_live: '%{name} hat diesen Eintrag um %{time} Uhr gelöscht.',
    editing: '%{names} bearbeitet diesen Eintrag gerade auch. |||| %{names} bearbeiten diesen Eintrag gerade auch.',
    empty: 'leer',
  },
};
