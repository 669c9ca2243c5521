import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../src/domain/csvCells';

describe('csvCell', () => {
  it.each(['=HYPERLINK("http://example.com","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'writes %j as text with a leading apostrophe',
    (text) => {
      expect(csvCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves other texts as they are', () => {
    expect(csvCell('Anna')).toBe('Anna');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
    expect(csvCell('')).toBe('');
  });

  it('keeps real numbers as numbers, also formatted in the user’s language', () => {
    expect(csvCell(-5)).toBe(-5);
    expect(csvCell('-5,5', -5.5)).toBe('-5,5');
  });

  it('escapes a text that only looks like a number', () => {
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('-5', '-5')).toBe("'-5");
  });

  it('writes missing values as empty cells and other values as their text', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(['=1', 'b'])).toBe("'=1,b");
  });
});
