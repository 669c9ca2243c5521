import { useEffect, useRef, useState } from 'react';
import { Badge, Button, GlobalStyles } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useListContext, useTranslate } from 'react-admin';

/** Set on the list while its filters are folded away; the search stays, the other filters hide. */
const FOLDED = 'phone-filters-folded';
// react-admin's own class names, which production builds keep (unlike the Ra*-root ones)
const FILTER_INPUTS = '.filter-field[data-source]:not([data-source="q"])';

const isActive = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== false && !(Array.isArray(value) && !value.length);

/**
 * On phones the filters besides the search fold away behind one button that counts the active
 * ones, so the first screen shows rows instead of stacked filters. It works on the list's own
 * filter form (react-admin marks each filter with its source), so every list gets
 * it without describing its filters twice. Renders nothing where a list has no such filters. The
 * list holds `open`: the readable list that shows the button remounts while rows load.
 */
export const PhoneFilters = ({ open, onToggle }: { open: boolean; onToggle: () => void }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [sources, setSources] = useState<string[]>([]);
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const list = anchor.current?.closest('.list-page');
    if (!list) return;
    const read = () => {
      const found = [...list.querySelectorAll<HTMLElement>(FILTER_INPUTS)].map((input) => input.dataset.source ?? '');
      setSources((old) => (old.join() === found.join() ? old : found));
    };
    read();
    list.classList.toggle(FOLDED, !open);
    const observer = new MutationObserver(read);
    observer.observe(list, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      list.classList.remove(FOLDED);
    };
  }, [open]);

  const active = sources.filter((source) => isActive(filterValues?.[source])).length;
  return (
    <span ref={anchor}>
      <GlobalStyles styles={{ [`.${FOLDED} ${FILTER_INPUTS}`]: { display: 'none' } }} />
      {sources.length > 0 && (
        <Button
          size="small"
          onClick={onToggle}
          aria-expanded={open}
          aria-label={active ? translate('phone_filters.active', { smart_count: active }) : undefined}
          data-testid="phone-filters"
          startIcon={
            <Badge badgeContent={active} color="primary" data-testid="phone-filters-count">
              <FilterListIcon />
            </Badge>
          }
        >
          {translate('phone_filters.button')}
        </Button>
      )}
    </span>
  );
};
