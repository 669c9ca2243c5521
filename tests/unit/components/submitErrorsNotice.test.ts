import { describe, expect, it } from 'vitest';
import { errorMessages, unmarked } from '../../../src/components/forms/SubmitErrorsNotice';

describe('refusals a form cannot mark (issue 25.10)', () => {
  const errors = {
    name: { type: 'server', message: 'Value already exists.' },
    userId: { type: 'server', message: 'Value already exists.' },
    trainers: { 0: { userId: { type: 'server', message: 'Not an instructor' } } },
    root: { serverError: { type: 'server', message: 'ignored' } },
  };

  it('lists every message with its path, without react-admin’s root', () => {
    expect(errorMessages(errors as never)).toEqual([
      ['name', 'Value already exists.'],
      ['userId', 'Value already exists.'],
      ['trainers.0.userId', 'Not an instructor'],
    ]);
  });

  it('keeps those on names without an input', () => {
    expect(unmarked(errors as never, new Set(['name', 'trainers.0.userId']))).toEqual([
      ['userId', 'Value already exists.'],
    ]);
    expect(unmarked(errors as never, new Set(['name', 'userId', 'trainers.0.userId']))).toEqual([]);
  });
});
