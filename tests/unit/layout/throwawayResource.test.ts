import fs from 'node:fs';
import path from 'node:path';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../src/domain/resources';
import { defineResource, text } from '../../../src/domain/resources/define';
import { routesOf } from '../../../src/domain/routes';
import type { SessionUser } from '../../../src/domain/session';
import { areas as areasDe } from '../../../src/i18n/de';
import { areas as areasEn } from '../../../src/i18n/en';
import { navigationOf, targetOf, visibleNavigation, type NavItem } from '../../../src/layout/navigation';
import { defineScreens, menuEntriesOf } from '../../../src/layout/resourceScreens';
import { RESOURCE_SCREENS } from '../../../src/resources';
import { MENU_ENTRIES } from '../../../src/screens';

/**
 * The front end's side of a resource declared in one definition and one screens module: its list
 * route, its access rule and its menu entry come from them, with no list of resources to extend.
 * And the folders are read whole: every definition, screens module, text file and demo seed is found.
 */
const rooms = defineResource({
  name: 'rooms',
  owner: 'organisationId',
  softDelete: true,
  access: [{ feature: 'its_courses', reach: 'own' }],
  fields: { name: text({ max: 80, required: true }) },
  display: 'name',
  list: { sort: { field: 'name', order: 'ASC' } },
});
const roomScreens = defineScreens({
  name: 'rooms',
  list: lazy(async () => ({ default: () => null })),
  menu: [{ group: 'course_organisation', after: 'venues', title: 'menu.rooms', route: 'rooms' }],
  icon: MeetingRoomIcon,
});

const user = (features: string[]): SessionUser => ({
  id: 'u1',
  email: 'x@example.com',
  title: null,
  firstName: 'X',
  lastName: 'Y',
  authorizations: ['USER'],
  organisation: {
    id: 'org-1',
    name: 'Org',
    type: 'its',
    parentId: null,
    modules: ['certificates', 'courses', 'support'],
  },
  userFeatures: features.map((feature) => ({ userId: 'u1', feature: feature as never, action: 'read' })),
});
const leaves = (items: NavItem[]): NavItem[] =>
  items.flatMap((item) => (item.children ? leaves(item.children) : [item]));

describe('a resource declared in a definition and a screens module', () => {
  const routes = routesOf([...RESOURCES, rooms]);
  const navigation = navigationOf([...MENU_ENTRIES, ...menuEntriesOf([roomScreens])]);

  it('gets its list route at react-admin’s own path, open to the holders of its grants', () => {
    expect(routes.find((route) => route.name === 'rooms')).toMatchObject({
      path: '/rooms',
      resource: 'rooms',
      features: ['its_courses'],
    });
  });

  it('gets its menu entry in its group, shown to whoever may read it', () => {
    const visible = (features: string[]) =>
      leaves(visibleNavigation(navigation, user(features), () => true, routes)).map((item) => item.route);
    expect(visible(['its_courses'])).toContain('rooms');
    // in its group below the entry it names, with its resource's icon, and every other entry where it was
    const group = (items: NavItem[]) =>
      items.find((item) => item.title === 'menu.course_organisation')!.children!.map((item) => item.route);
    const inGroup = group(navigation);
    expect(inGroup.indexOf('rooms')).toBeGreaterThan(inGroup.indexOf('venues'));
    expect(inGroup.filter((route) => route !== 'rooms')).toEqual(group(navigationOf(MENU_ENTRIES)));
    expect(leaves(navigation).find((item) => item.route === 'rooms')!.icon).toBe(MeetingRoomIcon);
    expect(visible(['its_participant_profiles'])).not.toContain('rooms');
    expect(
      targetOf(
        leaves(navigation).find((item) => item.route === 'rooms')!,
        user([]),
        routes,
      ),
    ).toBe('/rooms');
  });
});

describe('the folders a resource lives in', () => {
  const root = path.resolve(__dirname, '../../..');
  const filesIn = (folder: string, pattern: RegExp) =>
    fs.readdirSync(path.join(root, folder)).filter((file) => pattern.test(file));

  it('are read whole: every definition, screens module and text file is found', () => {
    const definitionFiles = filesIn('src/domain/resources', /^(?!define|index)\w+\.ts$/);
    expect(RESOURCES).toHaveLength(definitionFiles.length);
    const screenFolders = fs
      .readdirSync(path.join(root, 'src/resources'), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && fs.existsSync(path.join(root, 'src/resources', entry.name, 'index.tsx')),
      );
    expect(RESOURCE_SCREENS).toHaveLength(screenFolders.length);
    // every screens module names a declared resource
    expect(RESOURCE_SCREENS.filter((screens) => !RESOURCES.some((r) => r.name === screens.name))).toEqual([]);
    for (const [language, areas] of [
      ['en', areasEn],
      ['de', areasDe],
    ] as const) {
      const textFiles = filesIn(`src/i18n/${language}/resources`, /\.ts$/);
      expect(textFiles.length).toBeGreaterThan(0);
      for (const file of textFiles) expect(Object.keys(areas)).toContain(`resource:${file.replace(/\.ts$/, '')}`);
      // and the areas of the product beside them, each a catalogue (react-admin's own German is no area)
      const areaFiles = filesIn(`src/i18n/${language}`, /^(?!index|ra\.)\w+\.ts$/).map((f) => f.replace(/\.ts$/, ''));
      expect(areaFiles.length).toBeGreaterThan(5);
      for (const area of areaFiles) expect(typeof areas[area], `${language}/${area}`).toBe('object');
    }
  });
});
