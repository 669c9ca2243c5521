import type { history as en } from '../en/history';

/**
 * Nachvollziehbarkeit: der Verlauf eines Datensatzes (`history.*`, im Bearbeiten-Dialog) und das
 * Prüfprotokoll für interne Mitarbeitende (`audit.*`).
 */
export const history: typeof en = {
  history: {
    title: 'Verlauf',
    load: 'Anzeigen, wer wann was geändert hat',
    empty: 'Noch keine Änderungen erfasst.',
    no_fields: 'Kein sichtbares Feld geändert.',
    system: 'System',
    none: '(leer)',
    items: '%{smart_count} Eintrag |||| %{smart_count} Einträge',
    by: '%{actor}, %{at}',
    action: {
      create: 'Angelegt',
      update: 'Geändert',
      undo: 'Rückgängig gemacht',
      delete: 'Gelöscht',
      restore: 'Wiederhergestellt',
      status: 'Status geändert',
      reopen: 'Wieder geöffnet',
      submit: 'Eingereicht',
      approve: 'Genehmigt',
      decline: 'Zur Korrektur zurückgegeben',
      certify: 'Zertifiziert',
      upload_file: 'Datei hochgeladen',
      delete_file: 'Datei gelöscht',
      grant: 'Funktionen vergeben',
      import: 'Importiert',
      move: 'Verschoben',
      start_renewal: 'Verlängerungsantrag begonnen',
      other: 'Schritt: %{action}',
    },
    fields: { deleted: 'Gelöscht', organisationName: 'Organisation', parentName: 'ITC' },
  },
  audit: {
    title: 'Prüfprotokoll',
    fields: {
      createdAt: 'Zeitpunkt',
      organisationId: 'Organisation',
      organisationName: 'Organisation',
      userId: 'Benutzer',
      actorName: 'Benutzer',
      entity: 'Ressource',
      entityId: 'Datensatz-ID',
      entityName: 'Datensatz',
      action: 'Aktion',
      changes: 'Änderungen',
      from: 'Von',
      to: 'Bis',
    },
    empty: 'Keine Protokolleinträge für diese Filter.',
    imported: '%{rows} Zeilen: %{created} angelegt, %{updated} geändert, %{rejected} abgewiesen',
    filename: 'pruefprotokoll',
  },
  menu: { audit: 'Prüfprotokoll' },
};
