import { lazy, Suspense, useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

const SearchDialog = lazy(() => import('./SearchDialog'));

/** Ctrl+K (Cmd+K on a Mac) opens the search from anywhere, also from inside an input. */
const isShortcut = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The global search of the app bar (issue 13): a button and Ctrl+K open a dialog that finds
 * instructors, courses, certificates and organisations the user may list, grouped by kind; the
 * arrow keys choose a hit and Enter opens its screen.
 */
export const GlobalSearch = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Tooltip title={translate('orientation.search.open')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={translate('orientation.search.open')}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
