import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { SessionUser } from '../domain/session';
import { useAppScreens } from './appScreens';
import { DrawerHeader } from './DrawerHeader';
import { MenuGroup } from './MenuGroup';
import { routeNamed, targetOf, visibleNavigation, type NavItem } from './navigation';

/**
 * Whether the screen at `pathname` lies under a route's path (itself or one of its detail screens),
 * whatever its parameters: internal staff on another site's instructors are still on "Instructors".
 */
const isUnder = (path: string, pathname: string) =>
  path === '/' ? pathname === '/' : matchPath({ path, end: false }, pathname) !== null;

/** The drawer's menu: the header, then the entries this user may use (§2 Shell). */
export const AppMenu = () => {
  const { permissions: user } = usePermissions<SessionUser>();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const { navigation, hasScreen } = useAppScreens();
  const mobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));
  if (!user) return null;
  const items = visibleNavigation(navigation, user, hasScreen);
  // the entry whose route is the longest that the screen lies under: /courses/{id}/instructors is
  // the site's instructors, not "My courses" at /courses
  const pathOf = (item: NavItem) => routeNamed(item.route!)!.path;
  const current = items
    .flatMap((item) => item.children ?? [item])
    .filter((item) => isUnder(pathOf(item), pathname))
    .sort((a, b) => pathOf(b).length - pathOf(a).length)[0];
  const isActive = (target: string) => !!current && target === targetOf(current, user);

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
          {/* a long German word (Organisationskommentare) breaks inside the drawer instead of being cut */}
          {withTitle && <ListItemText primary={title} sx={{ hyphens: 'auto', overflowWrap: 'break-word' }} />}
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
