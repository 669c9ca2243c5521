import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { SessionUser } from '../domain/session';
import { hasScreen } from '../screens';
import { DrawerHeader } from './DrawerHeader';
import { MenuGroup } from './MenuGroup';
import { NAVIGATION, targetOf, visibleNavigation, type NavItem } from './navigation';

/** Whether the screen at `pathname` lies under `target` (itself or one of its detail screens). */
const isUnder = (target: string, pathname: string) =>
  target === '/' ? pathname === '/' : pathname === target || pathname.startsWith(`${target}/`);

/** The drawer's menu: the header, then the entries this user may use (§2 Shell). */
export const AppMenu = () => {
  const { permissions: user } = usePermissions<SessionUser>();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const mobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));
  if (!user) return null;
  const items = visibleNavigation(NAVIGATION, user, hasScreen);
  // the entry whose target is the longest that the screen lies under: /courses/{id}/instructors is
  // the site's instructors, not "My courses" at /courses
  const current = items
    .flatMap((item) => item.children ?? [item])
    .map((item) => targetOf(item, user))
    .filter((target) => isUnder(target, pathname))
    .sort((a, b) => b.length - a.length)[0];
  const isActive = (target: string) => target === current;

  /** One entry; with its title beside the icon unless it sits in the rail. */
  const entry = (item: NavItem, withTitle = open) => {
    const target = targetOf(item, user);
    const title = translate(item.title);
    const Icon = item.icon;
    return (
      <Tooltip key={item.title} title={withTitle ? '' : title} placement="right">
        <ListItemButton
          component={Link}
          to={target}
          selected={isActive(target)}
          aria-current={isActive(target) ? 'page' : undefined}
          onClick={() => mobile && setOpen(false)}
          aria-label={withTitle ? undefined : title}
          sx={withTitle ? undefined : { justifyContent: 'center', px: 1 }}
        >
          <ListItemIcon sx={{ minWidth: withTitle ? 40 : 0 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          {withTitle && <ListItemText primary={title} />}
        </ListItemButton>
      </Tooltip>
    );
  };

  return (
    <nav aria-label={translate('app.name')}>
      <DrawerHeader />
      <List dense component="div" data-testid="main-menu">
        {items.map((item) =>
          item.children ? (
            <MenuGroup
              key={item.title}
              item={item}
              active={item.children.some((child) => isActive(targetOf(child, user)))}
            >
              {item.children.map((child) => entry(child, true))}
            </MenuGroup>
          ) : (
            entry(item)
          ),
        )}
      </List>
    </nav>
  );
};
