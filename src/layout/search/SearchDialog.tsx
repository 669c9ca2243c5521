import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  InputAdornment,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { optionId, SearchHitList } from './SearchHitList';
import { useSearchDialog } from './useSearchDialog';
import { MIN_SEARCH_LENGTH } from './useSearchHits';

/** The global search's dialog: loaded when first opened, so the first screen does not carry it. */
const SearchDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const search = useSearchDialog(onClose);
  const { text, changeText, onKeyDown, error, isPending, q, openable, chosen } = search;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="global-search-title">
      <DialogTitle id="global-search-title">{translate('orientation.search.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => changeText(event.target.value)}
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
        <SearchHitList {...search} />
      </DialogContent>
    </Dialog>
  );
};

export default SearchDialog;
