import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const downloads = vi.hoisted(() => [] as string[]);
vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: (csv: string) => downloads.push(csv),
}));

const { csvExporter } = await import('../../../src/components/lists/exporter');

describe('csvExporter', () => {
  beforeEach(() => {
    downloads.length = 0;
  });

  it('writes a formula a user typed into his name as text, and numbers as numbers', () => {
    const exporter = csvExporter(
      [
        { source: 'firstName', label: 'First name' },
        { source: 'profile.city', label: 'City' },
        { source: 'balance', label: 'Balance' },
        { source: 'revenue', label: 'Revenue', format: (value) => String(value).replace('.', ',') },
      ],
      (key) => key,
      'users',
    );
    exporter([
      {
        id: 1,
        firstName: '=HYPERLINK("http://evil.example","click")',
        profile: { city: '@SUM(1)' },
        balance: -5,
        revenue: -2.5,
      },
    ]);

    expect(downloads).toHaveLength(1);
    const [header, row] = Papa.parse<string[]>(downloads[0].replace(/^\uFEFF/, ''), { delimiter: ';' }).data;
    expect(header).toEqual(['First name', 'City', 'Balance', 'Revenue']);
    expect(row).toEqual([`'=HYPERLINK("http://evil.example","click")`, `'@SUM(1)`, '-5', '-2,5']);
  });
});
