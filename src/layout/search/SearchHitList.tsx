import { Fragment } from 'react';
import { List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SEARCH_KINDS } from '../../domain/globalSearch';
import type { SearchDialogState } from './useSearchDialog';

/** The id of a hit's option, which the search field names as its active descendant. */
export const optionId = (index: number) => `global-search-hit-${index}`;

/** The hits the user can open as a listbox, grouped by kind, the chosen one selected. */
export const SearchHitList = ({
  openable,
  chosen,
  setActive,
  go,
}: Pick<SearchDialogState, 'openable' | 'chosen' | 'setActive' | 'go'>) => {
  const translate = useTranslate();
  return (
    <List id="global-search-hits" role="listbox" dense aria-label={translate('orientation.search.title')}>
      {SEARCH_KINDS.map(({ kind }) => {
        const ofKind = openable.filter((hit) => hit.kind === kind);
        if (!ofKind.length) return null;
        return (
          <Fragment key={kind}>
            <ListSubheader role="presentation" disableSticky>
              {translate(`orientation.search.kinds.${kind}`)}
            </ListSubheader>
            {ofKind.map((hit) => {
              const index = openable.indexOf(hit);
              return (
                <ListItemButton
                  key={`${hit.resource}-${hit.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === chosen}
                  selected={index === chosen}
                  tabIndex={-1}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => go(hit)}
                  data-testid="global-search-hit"
                >
                  <ListItemText primary={hit.label} secondary={hit.detail || undefined} />
                </ListItemButton>
              );
            })}
          </Fragment>
        );
      })}
    </List>
  );
};
