import { MenuItem, TextField } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../../../src/providers/theme';

const CITIES = ['Aachen', 'Berlin', 'Bonn', 'Bremen', 'Oldenburg'];

/** A select as the screens build it, open, under the app's theme. */
function openSelect() {
  render(
    <ThemeProvider theme={createTheme(lightTheme)}>
      <TextField select label="City" value="Aachen" slotProps={{ select: { open: true } }}>
        {CITIES.map((city) => (
          <MenuItem key={city} value={city}>
            {city}
          </MenuItem>
        ))}
      </TextField>
    </ThemeProvider>,
  );
  return screen.getByRole('listbox');
}

const type = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
const focused = () => document.activeElement?.textContent;

describe('select menus (§9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('are at most 310 px high', () => {
    const list = openSelect();
    expect(getComputedStyle(list.closest('.MuiPaper-root')!).maxHeight).toBe('310px');
  });

  it('gather typed letters for a second, then start again', () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    openSelect();
    act(() => screen.getByRole('option', { name: 'Aachen' }).focus());
    type('b');
    expect(focused()).toBe('Berlin');
    // 700 ms later still the same word: "bo" (MUI alone starts again after 500 ms, at Oldenburg)
    vi.advanceTimersByTime(700);
    type('o');
    expect(focused()).toBe('Bonn');
    // the same letter again steps on among the entries starting with it
    vi.advanceTimersByTime(1100);
    type('b');
    expect(focused()).toBe('Bremen');
    type('b');
    expect(focused()).toBe('Berlin');
    // after more than a second a letter starts a new word
    vi.advanceTimersByTime(1100);
    type('o');
    expect(focused()).toBe('Oldenburg');
  });
});
