import { describe, expect, it } from 'vitest';
import { checkPastedRow, parseParticipantList } from '../../../src/domain/participantList';
import { namesOf } from '../../../src/resources/courses/CreateParticipant';

describe('parseParticipantList', () => {
  it('reads a spreadsheet copy (tabs) by its German header, in the header’s order', () => {
    const text =
      'E-Mail\tNachname\tVorname\tTelefon\r\nanna@example.com\tBerg\tAnna\t040 1\r\n\r\nx@example.com\tKurz\tOle\t\r\n';
    expect(parseParticipantList(text)).toEqual([
      { email: 'anna@example.com', lastName: 'Berg', firstName: 'Anna', phoneNumber: '040 1' },
      { email: 'x@example.com', lastName: 'Kurz', firstName: 'Ole' },
    ]);
  });

  it('reads lines without a header as first name, last name, e-mail, phone', () => {
    expect(parseParticipantList('Anna;Berg;anna@example.com\nOle;Kurz')).toEqual([
      { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.com' },
      { firstName: 'Ole', lastName: 'Kurz' },
    ]);
  });

  it('takes commas when there is neither tab nor semicolon, with quoted cells holding commas and quotes', () => {
    expect(parseParticipantList('Title,First name,Last name\n"Dr., med.",Anna,"Berg ""B"""')).toEqual([
      { title: 'Dr., med.', firstName: 'Anna', lastName: 'Berg "B"' },
    ]);
  });

  it('answers no rows for blank text', () => {
    expect(parseParticipantList(' \n \n')).toEqual([]);
  });
});

describe('checkPastedRow', () => {
  it('names each wrong field with the form’s messages', () => {
    expect(checkPastedRow({ firstName: 'Anna', email: 'no-mail', phoneNumber: '1'.repeat(51) })).toEqual({
      lastName: { key: 'required' },
      email: { key: 'email' },
      phoneNumber: { key: 'maxLength', values: { n: 50 } },
    });
    expect(checkPastedRow({ firstName: 'Anna', lastName: 'Berg' })).toEqual({});
  });
});

describe('namesOf (what was typed into the participant picker)', () => {
  it('splits "Last, First" and "First … Last"', () => {
    expect(namesOf('Berg, Anna')).toEqual({ firstName: 'Anna', lastName: 'Berg' });
    expect(namesOf(' Anna Maria Berg ')).toEqual({ firstName: 'Anna Maria', lastName: 'Berg' });
    expect(namesOf('Berg')).toEqual({ lastName: 'Berg' });
    expect(namesOf('')).toEqual({});
  });
});
