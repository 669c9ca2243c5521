import { useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Menu, type ButtonProps } from '@mui/material';

/**
 * A button that opens a menu (`menu`: its entries); choosing an entry closes the menu and does what
 * the entry does.
 */
export const MenuButton = ({ menu, ...button }: Omit<ButtonProps, 'onClick'> & { menu: ReactNode }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        {...button}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
      />
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{
          list: {
            onClick: (event: MouseEvent<HTMLElement>) =>
              (event.target as Element).closest('[role="menuitem"]') && setAnchor(null),
          },
        }}
      >
        {menu}
      </Menu>
    </>
  );
};
