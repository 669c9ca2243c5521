import { useState } from 'react';
import { Button, Menu } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import type { DashboardCardId } from '../domain/dashboard';
import { IconMenuItem } from './IconMenuItem';
import { useCardTitle } from './useCardTitle';

/** "Hidden cards (n)": shows a hidden card again (at the end of the shorter column). */
export const HiddenCardsButton = ({
  hidden,
  onShow,
}: {
  hidden: DashboardCardId[];
  onShow: (id: DashboardCardId) => void;
}) => {
  const translate = useTranslate();
  const titleOf = useCardTitle();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!hidden.length) return null;
  return (
    <>
      <Button
        startIcon={<VisibilityIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        data-testid="hidden-cards"
      >
        {translate('dashboard.layout.hidden_cards', { smart_count: hidden.length })}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {hidden.map((id) => (
          <IconMenuItem
            key={id}
            onClick={() => {
              setAnchor(null);
              onShow(id);
            }}
            icon={<VisibilityIcon fontSize="small" />}
          >
            {translate('dashboard.layout.show', { title: titleOf(id) })}
          </IconMenuItem>
        ))}
      </Menu>
    </>
  );
};
