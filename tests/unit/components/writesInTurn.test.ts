import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWritesInTurn } from '../../../src/components/files/useWritesInTurn';

/**
 * A request's file uploads and deletes (issue 23): each goes on the version the one before
 * answered, so that two files uploaded at once, or one right after the other, are not refused as
 * someone else's change. The server's side: tests/api/versionsOfSteps.test.ts.
 */
describe('useWritesInTurn', () => {
  it('sends writes started at once one after the other, each on the version the one before answered', async () => {
    const sent: (string | undefined)[] = [];
    let running = 0;
    const write = (next: string) => async (ifMatch: string | undefined) => {
      running += 1;
      expect(running).toBe(1);
      sent.push(ifMatch);
      await Promise.resolve();
      running -= 1;
      return { status: 201, headers: new Headers(), json: { requestVersion: next } };
    };
    const { result, rerender } = renderHook(({ version }) => useWritesInTurn(version), {
      initialProps: { version: 'v1' as string | undefined },
    });
    await Promise.all([result.current(write('v2')), result.current(write('v3'))]);
    expect(sent).toEqual(['v1', 'v2']);
    // the request read again after the first write: the chain still leads to the newest
    rerender({ version: 'v2' });
    await result.current(write('v4'));
    expect(sent).toEqual(['v1', 'v2', 'v3']);
  });

  it('goes on after a refused write, on the version as last known', async () => {
    const sent: (string | undefined)[] = [];
    const { result } = renderHook(() => useWritesInTurn('v1'));
    const refused = result.current(async (ifMatch) => {
      sent.push(ifMatch);
      throw new Error('412');
    });
    const next = result.current(async (ifMatch) => {
      sent.push(ifMatch);
      return { status: 201, headers: new Headers(), json: { requestVersion: 'v2' } };
    });
    await expect(refused).rejects.toThrow('412');
    await next;
    expect(sent).toEqual(['v1', 'v1']);
  });
});
