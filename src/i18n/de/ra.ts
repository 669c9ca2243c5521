/**
 * react-admin messages that ra-language-german (written for react-admin 3) lacks, plus a few of
 * its texts in better German. Merged over that package; a test checks that together they cover
 * every key of ra-language-english.
 */
export const raGerman = {
  ra: {
    action: {
      add: 'Neu',
      clone: 'Duplizieren',
      close: 'Schließen',
      open_menu: 'Menü öffnen',
      close_menu: 'Menü schließen',
      undo: 'Rückgängig',
      clear_array_input: 'Liste leeren',
      create_item: '%{item} anlegen',
      remove_all_filters: 'Alle Filter entfernen',
      reset: 'Zurücksetzen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      update: 'Aktualisieren',
      move_up: 'Nach oben',
      move_down: 'Nach unten',
      open: 'Öffnen',
      toggle_theme: 'Helles/dunkles Design umschalten',
      select_columns: 'Spalten',
      update_application: 'Anwendung neu laden',
    },
    page: {
      dashboard: 'Startseite',
      error: 'Etwas ist schiefgelaufen',
      empty: 'Noch keine Einträge in %{name}.',
      invite: 'Möchten Sie einen anlegen?',
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Anmeldefehler',
    },
    message: {
      bulk_delete_title: '%{name} löschen |||| %{smart_count} Einträge löschen',
      delete_title: '%{name} löschen',
      access_denied: 'Für diese Seite fehlen Ihnen die Berechtigungen.',
      authentication_error:
        'Der Anmeldeserver hat einen Fehler gemeldet; Ihre Anmeldedaten konnten nicht geprüft werden.',
      auth_error: 'Beim Prüfen des Anmeldetokens ist ein Fehler aufgetreten.',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Einträge wirklich aktualisieren?',
      bulk_update_title: '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
      clear_array_input: 'Möchten Sie die ganze Liste leeren?',
      select_all_limit_reached:
        'Es gibt zu viele Einträge, um alle auszuwählen. Nur die ersten %{max} wurden ausgewählt.',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      no_results: 'Keine Ergebnisse gefunden',
      page_out_of_boundaries: 'Die Seite %{page} liegt außerhalb des gültigen Bereichs',
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Mit den aktuellen Filtern wurde nichts in %{name} gefunden.',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} von mehr als %{offsetEnd}',
      current_page: 'Seite %{page}',
      page: 'Zu Seite %{page}',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      previous: 'Zur vorherigen Seite',
    },
    sort: {
      sort_by: 'Nach %{field_lower_first} %{order} sortieren',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
      username: 'Benutzername',
      email: 'E-Mail',
    },
    notification: {
      updated: 'Eintrag aktualisiert |||| %{smart_count} Einträge aktualisiert',
      created: 'Eintrag angelegt',
      deleted: 'Eintrag gelöscht |||| %{smart_count} Einträge gelöscht',
      data_provider_error: 'Fehler beim Datenzugriff. Details stehen in der Konsole.',
      logged_out: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
      not_authorized: 'Sie sind nicht berechtigt, auf diese Daten zuzugreifen.',
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
    },
    validation: {
      required: 'Pflichtfeld',
      number: 'Muss eine Zahl sein',
      unique: 'Muss eindeutig sein',
    },
    saved_queries: {
      label: 'Gespeicherte Abfragen',
      query_name: 'Name der Abfrage',
      new_label: 'Aktuelle Abfrage speichern …',
      new_dialog_title: 'Aktuelle Abfrage speichern als',
      remove_label: 'Gespeicherte Abfrage entfernen',
      remove_label_with_name: 'Abfrage „%{name}“ entfernen',
      remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
      remove_message: 'Möchten Sie diese Abfrage wirklich aus Ihren gespeicherten Abfragen entfernen?',
      help: 'Filtern Sie die Liste und speichern Sie die Abfrage für später',
    },
    guesser: {
      empty: {
        title: 'Keine Daten vorhanden',
        message: 'Bitte prüfen Sie den Datenanbieter',
      },
    },
    configurable: {
      customize: 'Anpassen',
      configureMode: 'Diese Seite anpassen',
      inspector: {
        title: 'Inspektor',
        content: 'Fahren Sie über die Elemente der Oberfläche, um sie anzupassen',
        reset: 'Einstellungen zurücksetzen',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
      },
      Datagrid: {
        title: 'Tabelle',
        unlabeled: 'Spalte ohne Titel #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Eingabefeld ohne Titel #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Haupttext',
        secondaryText: 'Nebentext',
        tertiaryText: 'Zusatztext',
      },
    },
  },
};
