import { useEffect, useState } from 'react';
import { SwipeableDrawer, useMediaQuery, type Theme } from '@mui/material';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { DRAWER_WIDTH, RAIL_WIDTH } from '../providers/theme';

/** §2 Shell: a touch swipe from within 25 px of the edge opens the drawer. */
export const SWIPE_AREA = 25;

/**
 * Below the `lg` breakpoint (the specification's mobile breakpoint) the drawer is temporary and
 * opens with a swipe; from `lg` up it is permanent, 256 px wide or a 56 px rail.
 */
export const AppSidebar = ({ children, ...props }: SidebarProps) => {
  const mobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  // The side of the breakpoint the drawer state was last reset for. The temporary drawer stays
  // shut until the reset: opened by the stored "open" and shut again at once, its modal never
  // finished closing and covered the whole screen, invisible, after a login on a small screen.
  const [resetFor, setResetFor] = useState<boolean>();

  useEffect(() => {
    if (mobile) setOpen(false);
    setResetFor(mobile);
    // only when crossing the breakpoint
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mobile]);

  if (mobile) {
    return (
      <SwipeableDrawer
        open={open && resetFor === mobile}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        swipeAreaWidth={SWIPE_AREA}
        disableBackdropTransition
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
        data-testid="mobile-drawer"
      >
        {children}
      </SwipeableDrawer>
    );
  }
  return (
    <Sidebar size={DRAWER_WIDTH} closedSize={RAIL_WIDTH} {...props}>
      {children}
    </Sidebar>
  );
};
