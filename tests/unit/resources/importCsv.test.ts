import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../../src/resources/itcInstructors/csv';

const header = 'organisation,ahaInstructorId,firstName,lastName,email,expiryDate,discipline';

describe('CSV of the instructor import', () => {
  it('reads comma-separated UTF-8 with a BOM, umlauts and quoted commas', () => {
    const result = parseCsvText(
      `\uFEFF${header}\r\n"Trainingszentrum Süd",,Jürgen,"Müller, jun.",j@example.com,31.12.2027,BLS\r\n\r\n`,
    );
    expect(result).toEqual({
      rows: [
        {
          organisation: 'Trainingszentrum Süd',
          ahaInstructorId: '',
          firstName: 'Jürgen',
          lastName: 'Müller, jun.',
          email: 'j@example.com',
          expiryDate: '31.12.2027',
          discipline: 'BLS',
        },
      ],
    });
  });

  it('takes the columns in any order and case, and ignores others', () => {
    const result = parseCsvText(
      'Discipline,EMAIL,lastname,firstName,expiryDate,organisation,ahaInstructorId,comment\nACLS,a@example.com,Ost,Olaf,2027-01-31,Nord,123,x\n',
    );
    expect('rows' in result && result.rows[0]).toEqual({
      organisation: 'Nord',
      ahaInstructorId: '123',
      firstName: 'Olaf',
      lastName: 'Ost',
      email: 'a@example.com',
      expiryDate: '2027-01-31',
      discipline: 'ACLS',
    });
  });

  it('names missing columns and empty files', () => {
    expect(parseCsvText('organisation,email\nNord,a@example.com\n')).toEqual({
      problem: {
        key: 'missing_columns',
        columns: ['ahaInstructorId', 'firstName', 'lastName', 'expiryDate', 'discipline'],
      },
    });
    expect(parseCsvText(`${header}\n`)).toEqual({ problem: { key: 'empty_file' } });
  });
});
