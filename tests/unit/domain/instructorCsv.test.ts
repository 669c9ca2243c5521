import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../src/domain/csvCells';
import { detectDelimiter, fromCsvCell, instructorExportRows } from '../../../src/domain/instructorCsv';

describe('instructor CSV files', () => {
  it('takes the delimiter the header line uses, outside quotes', () => {
    expect(detectDelimiter('organisation,ahaInstructorId,firstName\nA;B;C;D;E')).toBe(',');
    expect(detectDelimiter('\uFEFForganisation;ahaInstructorId;firstName\r\nA,B,C,D,E')).toBe(';');
    expect(detectDelimiter('organisation\tahaInstructorId\tfirstName')).toBe('\t');
    expect(detectDelimiter('"a,b,c";x;y')).toBe(';');
    expect(detectDelimiter('organisation')).toBe(',');
  });

  it('takes off the apostrophe csvCell puts before formula-like texts, and only that', () => {
    for (const text of ['=HYPERLINK("x")', '+49 30 1', '-5', '@home', "'quoted", 'O’Neil', "'"])
      expect(fromCsvCell(String(csvCell(text)))).toBe(text);
  });

  it('exports a row per certified discipline, and one without for an instructor who has none', () => {
    const person = {
      organisationName: 'Nord',
      ahaInstructorId: '01234567890',
      firstName: 'Jonas',
      lastName: 'Becker',
      email: 'j@example.com',
    };
    expect(
      instructorExportRows([
        {
          ...person,
          disciplines: [
            { disciplineName: 'ACLS', expiryDate: '2027-01-31' },
            { disciplineName: 'BLS', expiryDate: null },
          ],
        },
        { ...person, ahaInstructorId: null, email: 'n@example.com', disciplines: [] },
      ]),
    ).toEqual([
      {
        organisation: 'Nord',
        ahaInstructorId: '01234567890',
        firstName: 'Jonas',
        lastName: 'Becker',
        email: 'j@example.com',
        expiryDate: '2027-01-31',
        discipline: 'ACLS',
      },
      {
        organisation: 'Nord',
        ahaInstructorId: '',
        firstName: 'Jonas',
        lastName: 'Becker',
        email: 'n@example.com',
        expiryDate: '',
        discipline: '',
      },
    ]);
  });
});
