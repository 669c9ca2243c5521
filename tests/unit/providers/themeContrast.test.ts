import {
  createTheme,
  darken,
  decomposeColor,
  emphasize,
  getContrastRatio,
  lighten,
  recomposeColor,
  type Theme,
} from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../../src/providers/theme';

/**
 * Issue 25.12: text on every notice and chip colour reaches WCAG AA (4.5:1) in both themes. The
 * ratios are worked out from the theme objects the way MUI and react-admin colour them; a
 * translucent colour (MUI's rgba(0, 0, 0, 0.87) text, a chip's overlay) counts as what it shows on
 * its background, not as the opaque colour getContrastRatio would take it for.
 */
const AA = 4.5;
const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;

/** A colour as it shows over an opaque background. */
function over(colour: string, background: string): string {
  const fg = decomposeColor(colour);
  const bg = decomposeColor(background);
  const alpha = fg.values[3] ?? 1;
  if (fg.type === 'hsl' || bg.type === 'hsl') throw new Error('rgb or hex only');
  const values = [0, 1, 2].map((i) => Math.round(fg.values[i] * alpha + bg.values[i] * (1 - alpha)));
  return recomposeColor({ type: 'rgb', values: values as [number, number, number] });
}

const ratio = (text: string, background: string) => getContrastRatio(over(text, background), background);

const THEMES: [string, Theme][] = [
  ['light', createTheme(lightTheme as never)],
  ['dark', createTheme(darkTheme as never)],
];

describe.each(THEMES)('%s theme (issue 25.12: WCAG AA on every notice and chip)', (_name, theme) => {
  const { palette } = theme;
  const surfaces = [palette.background.paper, palette.background.default];

  it.each(['success', 'error', 'warning'] as const)('react-admin’s %s notice: contrast text on main', (type) => {
    expect(ratio(palette[type].contrastText, palette[type].main)).toBeGreaterThanOrEqual(AA);
  });

  it('react-admin’s info notice: MUI’s snackbar colours', () => {
    const background = emphasize(palette.background.default, 0.8);
    expect(ratio(palette.getContrastText(background), background)).toBeGreaterThanOrEqual(AA);
  });

  it.each(SEVERITIES)('the %s alert, standard, outlined and filled', (severity) => {
    const colour = palette[severity];
    const text = palette.mode === 'light' ? darken(colour.light, 0.6) : lighten(colour.light, 0.6);
    const standard = palette.mode === 'light' ? lighten(colour.light, 0.9) : darken(colour.light, 0.9);
    expect(ratio(text, standard)).toBeGreaterThanOrEqual(AA);
    for (const surface of surfaces) expect(ratio(text, surface)).toBeGreaterThanOrEqual(AA);
    const filled = palette.mode === 'dark' ? colour.dark : colour.main;
    expect(ratio(palette.getContrastText(colour.main), filled)).toBeGreaterThanOrEqual(AA);
  });

  it.each(COLOURS)('a %s chip, filled and outlined', (name) => {
    const colour = palette[name];
    expect(ratio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(AA);
    for (const surface of surfaces) expect(ratio(colour.main, surface)).toBeGreaterThanOrEqual(AA);
  });

  it('a chip without colour, filled and outlined', () => {
    for (const surface of surfaces) {
      const filled = over(palette.action.selected, surface);
      expect(ratio(palette.text.primary, filled)).toBeGreaterThanOrEqual(AA);
      expect(ratio(palette.text.primary, surface)).toBeGreaterThanOrEqual(AA);
      // a quiet chip's text (the display status of no certificate)
      expect(ratio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(AA);
    }
  });
});
