import { ApiError } from './http';

/**
 * A change the server refused because the session had ended (401 on a write). It is kept in
 * sessionStorage, so neither the re-login nor a reload of the tab loses it, and offered again to
 * the same user once he is signed in (src/layout/session/PendingChangeDialog.tsx).
 */
export interface PendingChange {
  /** The data provider method: update, create, delete, action… */
  method: string;
  resource: string;
  params: Record<string, unknown>;
  /** Whose change it is: only he may send it again. */
  userId?: string;
  /** Where the change was made (the screen it belongs to). */
  path: string;
}

const KEY = 'certadmin.pendingChange';
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const pendingChange = {
  get(): PendingChange | undefined {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') ?? undefined;
    } catch {
      return undefined;
    }
  },
  keep(change: PendingChange) {
    sessionStorage.setItem(KEY, JSON.stringify(change));
    changed();
  },
  clear() {
    sessionStorage.removeItem(KEY);
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/**
 * A write refused with 401. react-admin hands every data provider error to checkError, and a 401
 * there logs out and resolves the call with empty data: the save would report success. This
 * error passes checkError (authProvider.ts), so the save fails visibly while the change is kept.
 */
export class SessionEndedError extends ApiError {
  constructor(cause: ApiError, message: string) {
    super(message, cause.status, cause.code, cause.body);
    this.name = 'SessionEndedError';
  }
}
