import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../src/i18n/en';
import { CLOSE_DELAY, MenuGroup, OPEN_DELAY } from '../../../src/layout/MenuGroup';

/** One group of the full drawer, collapsed. */
function renderGroup() {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => en, 'en')} store={memoryStore({ 'sidebar.open': true })}>
      <MenuGroup item={{ title: 'menu.user_administration', icon: ManageAccountsIcon }} active={false}>
        <a href="/settings/user-features">User permissions</a>
      </MenuGroup>
    </AdminContext>,
  );
  return screen.getByRole('button', { name: 'User administration' });
}

const expanded = (group: HTMLElement) => group.getAttribute('aria-expanded');
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('a menu group of the full drawer (§2 Shell)', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('opens 300 ms after the pointer rests on it and closes 250 ms after it left', () => {
    vi.useFakeTimers();
    const group = renderGroup();
    fireEvent.mouseEnter(group);
    wait(OPEN_DELAY - 1);
    expect(expanded(group)).toBe('false');
    wait(1);
    expect(expanded(group)).toBe('true');
    // passing on into its entries keeps it open
    fireEvent.mouseLeave(group);
    fireEvent.mouseEnter(screen.getByText('User permissions'));
    wait(CLOSE_DELAY * 2);
    expect(expanded(group)).toBe('true');
    fireEvent.mouseLeave(screen.getByText('User permissions'));
    wait(CLOSE_DELAY - 1);
    expect(expanded(group)).toBe('true');
    wait(1);
    expect(expanded(group)).toBe('false');
  });

  it('stays open after a click when the pointer leaves, and a second click closes it', () => {
    vi.useFakeTimers();
    const group = renderGroup();
    fireEvent.mouseEnter(group);
    fireEvent.click(group);
    expect(expanded(group)).toBe('true');
    fireEvent.mouseLeave(group);
    wait(CLOSE_DELAY * 2);
    expect(expanded(group)).toBe('true');
    fireEvent.click(group);
    expect(expanded(group)).toBe('false');
  });
});
