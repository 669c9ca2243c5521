import { describe, expect, it } from 'vitest';
import { failureNotice, failureText } from '../../../src/components/forms/failureText';
import { ApiError } from '../../../src/providers/http';

describe('failure texts (issue 13: the specification’s generic messages, no status codes)', () => {
  it('drops the status code of an API error', () => {
    const error = new ApiError('409: Value already exists.', 409, 'NOT_UNIQUE');
    expect(failureText(error)).toBe('Value already exists.');
    expect(
      failureNotice(
        (key) => (key === 'notification.saving' ? 'Error while saving' : key),
        'notification.saving',
        error,
      ),
    ).toBe('Error while saving: Value already exists.');
  });

  it('keeps a network error’s name and any other error’s text', () => {
    expect(failureText(new ApiError('TimeoutError: no answer', 0, 'NETWORK'))).toBe('TimeoutError: no answer');
    expect(failureText(new Error('404: not an API error'))).toBe('404: not an API error');
  });
});
