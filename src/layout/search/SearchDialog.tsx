import { Fragment, useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SEARCH_KINDS, type SearchHit } from '../../domain/globalSearch';
import type { SessionUser } from '../../domain/session';
import { hitTarget } from './hitTarget';
import { MIN_SEARCH_LENGTH, useSearchHits } from './useSearchHits';

/** The global search's dialog: loaded when first opened, so the first screen does not carry it. */
const SearchDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions: user } = usePermissions<SessionUser>();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { hits, error, isPending, q } = useSearchHits(text);
  // the hits the user can open, in the order of their kinds as shown
  const openable = SEARCH_KINDS.flatMap(({ kind }) =>
    hits.filter((hit) => hit.kind === kind && user && hitTarget(hit, user)),
  );
  const chosen = Math.min(active, Math.max(openable.length - 1, 0));

  const go = (hit: SearchHit | undefined) => {
    const target = hit && user && hitTarget(hit, user);
    if (!target) return;
    onClose();
    navigate(target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((chosen + step + openable.length) % Math.max(openable.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(openable[chosen]);
    }
  };
  const optionId = (index: number) => `global-search-hit-${index}`;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="global-search-title">
      <DialogTitle id="global-search-title">{translate('orientation.search.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={translate('orientation.search.placeholder')}
          helperText={translate('orientation.search.hint')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('orientation.search.title'),
              'aria-expanded': openable.length > 0,
              'aria-controls': 'global-search-hits',
              'aria-activedescendant': openable.length ? optionId(chosen) : undefined,
              maxLength: 100,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {isPending && <LinearProgress sx={{ mt: 1 }} aria-label={translate('shell.loading')} />}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('orientation.search.failed', { message: error })}
          </Alert>
        )}
        {!isPending && !error && q.length >= MIN_SEARCH_LENGTH && openable.length === 0 && (
          <Typography sx={{ mt: 2 }} color="text.secondary" data-testid="global-search-empty">
            {translate('orientation.search.empty', { q })}
          </Typography>
        )}
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
      </DialogContent>
    </Dialog>
  );
};

export default SearchDialog;
