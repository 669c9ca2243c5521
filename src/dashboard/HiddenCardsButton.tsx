import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import type { DashboardCardId } from '../domain/dashboard';
import { MenuButton } from '../components/MenuButton';
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
  if (!hidden.length) return null;
  return (
    <MenuButton
      startIcon={<VisibilityIcon />}
      data-testid="hidden-cards"
      menu={hidden.map((id) => (
        <IconMenuItem key={id} onClick={() => onShow(id)} icon={<VisibilityIcon fontSize="small" />}>
          {translate('dashboard.layout.show', { title: titleOf(id) })}
        </IconMenuItem>
      ))}
    >
      {translate('dashboard.layout.hidden_cards', { smart_count: hidden.length })}
    </MenuButton>
  );
};
