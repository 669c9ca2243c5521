import { describe, expect, it } from 'vitest';
import { failureNotice, failureText } from '../../../src/components/forms/failureText';
import { submitErrors } from '../../../src/components/forms/submitErrors';
import { ApiError, networkError } from '../../../src/providers/http';

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

  it('keeps a network error’s name and any other error’s text, and says a timeout in words only', () => {
    expect(failureText(networkError(new TypeError('Failed to fetch')))).toBe('TypeError: Failed to fetch');
    const timeout = networkError(Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }));
    expect(failureText(timeout)).toBe('The server did not answer in time.');
    expect(
      failureNotice(
        (key) => (key === 'notification.saving' ? 'Error while saving' : key),
        'notification.saving',
        timeout,
      ),
    ).toBe('Error while saving: The server did not answer in time.');
    expect(failureText(networkError(new DOMException('aborted', 'AbortError')))).not.toMatch(/Error:/);
    expect(failureText(new Error('404: not an API error'))).toBe('404: not an API error');
  });

  it('keeps the specification’s own sentence of too many requests', () => {
    const error = new ApiError('Too many requests from your adress. Try again in an hour', 429, 'TOO_MANY_REQUESTS');
    expect(failureNotice((key) => key, 'notification.saving', error)).toBe(
      'Too many requests from your adress. Try again in an hour',
    );
  });

  it('gives a custom form the generic message and keeps the field messages for the inputs', () => {
    const translate = (key: string) => (key === 'notification.saving' ? 'Error while saving' : key);
    const refused = new ApiError('409: Email in use', 409, 'EMAIL_IN_USE', { errors: { email: 'Email in use' } });
    expect(submitErrors(refused, translate)).toEqual({
      fields: { email: 'Email in use' },
      message: 'Error while saving: Email in use',
    });
    expect(submitErrors(new ApiError('502: Bad Gateway', 502, 'HTTP_502'), translate)).toEqual({
      fields: undefined,
      message: 'Error while saving: Bad Gateway',
    });
  });
});
