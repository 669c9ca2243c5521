import type { RecordChange } from '../domain/recordChanges';
import { apiUrl } from './http';
import { session } from './storage';

export type { RecordChange };

type Listener = (change: RecordChange) => void;
const listeners = new Set<Listener>();

/** Hears of every change the stream brings; returns the unsubscribe. */
export function onRecordChange(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The records open in a form now ("venues/<id>"): a change by someone else does not reload them under it. */
const edited = new Map<string, number>();
const keyOf = (resource: string, id: unknown) => `${resource}/${String(id)}`;
export const isBeingEdited = (resource: string, id: unknown) => (edited.get(keyOf(resource, id)) ?? 0) > 0;

/** Marks a record open in a form until the returned function is called. */
export function editing(resource: string, id: unknown) {
  const key = keyOf(resource, id);
  edited.set(key, (edited.get(key) ?? 0) + 1);
  return () => void edited.set(key, (edited.get(key) ?? 1) - 1);
}

/** How long to wait before reconnecting after the stream ended or failed. */
const RECONNECT_MS = 2000;
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Seconds the stored token has left, by its lifetime from its arrival (§9), not the server's clock. */
const secondsLeft = () => ((session.expiresAt() ?? 0) - Date.now()) / 1000;

/** Hands each event of a stream's text to the listeners; answers the text of an event not yet complete. */
function dispatch(text: string, seen: (id: string) => void) {
  let rest = text;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const lines = rest.slice(0, end).split('\n');
    rest = rest.slice(end + 2);
    const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
    if (id) seen(id);
    if (data) listeners.forEach((listener) => listener(JSON.parse(data) as RecordChange));
  }
  return rest;
}

/** How long a stream may stay silent at its start (the server writes at once) before a proxy is taken to buffer it. */
const FIRST_BYTES_MS = 10_000;
/** How often the changes are asked for where streams do not get through. */
const POLL_MS = 2000;

/** A stream's answer and its first bytes, or undefined once `ms` passed without them (the stream is then given up). */
async function openStream(token: string, last: string | undefined, signal: AbortSignal, ms: number) {
  const silent = new AbortController();
  const timer = setTimeout(() => silent.abort(), ms);
  try {
    const response = await fetch(apiUrl('changes'), {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        ...(last ? { 'last-event-id': last } : {}),
      },
      signal: AbortSignal.any([signal, silent.signal]),
    });
    if (!response.ok || !response.body) return { response, reader: undefined, first: '' };
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    return { response, reader, first: first.value ?? '' };
  } catch (error) {
    if (silent.signal.aborted && !signal.aborted) return undefined;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** One poll of `GET /changes?after=`: hands the changes to the listeners, answers the newest id. */
async function poll(token: string, last: string | undefined, signal: AbortSignal) {
  const response = await fetch(apiUrl('changes', 'v2', { after: last }), {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    signal,
  });
  if (!response.ok) return last;
  const answer = (await response.json()) as { last: string; changes: RecordChange[] };
  answer.changes.forEach((change) => listeners.forEach((listener) => listener(change)));
  return answer.last;
}

/**
 * Listens to GET /changes while the signal lets it: server-sent events read through fetch (an
 * EventSource cannot send the bearer token), resumed after the last event with `Last-Event-ID`
 * whenever the stream ends (the server ends each after two minutes, so a new token is used) or
 * the line breaks. No token, or one about to end: it waits for the next rather than be refused.
 * Where a stream stays silent at its start (a proxy that buffers it), it asks for the changes
 * every two seconds instead, for as long as the page stays open.
 */
export async function listenToChanges(signal: AbortSignal, firstBytesMs = FIRST_BYTES_MS) {
  let last: string | undefined;
  let polling = false;
  while (!signal.aborted) {
    const token = session.token();
    if (!token || secondsLeft() < 5) {
      await pause(RECONNECT_MS, signal);
      continue;
    }
    try {
      if (polling) {
        last = await poll(token, last, signal);
        await pause(POLL_MS, signal);
        continue;
      }
      const stream = await openStream(token, last, signal, firstBytesMs);
      if (!stream) {
        polling = true;
        // the first poll only learns where the changes stand, unless the stream had told it
        if (last === undefined) last = await poll(token, undefined, signal);
        continue;
      }
      if (stream.reader) {
        let text = dispatch(stream.first, (id) => (last = id));
        for (;;) {
          const { value, done } = await stream.reader.read();
          if (done) break;
          text = dispatch(text + value, (id) => (last = id));
        }
      }
    } catch {
      // the line broke or the page is leaving: try again after the pause
    }
    await pause(RECONNECT_MS, signal);
  }
}
