import { useNotify, useTranslate } from 'react-admin';
import { failureNotice } from '../forms/failureText';

/**
 * The `onError` of a list's query: "Error while loading data: …" (§8's generic message) instead of
 * react-admin's notice of the API's "500: …".
 */
export function useLoadFailure() {
  const notify = useNotify();
  const translate = useTranslate();
  return (error: unknown) => notify(failureNotice(translate, 'notification.loading_data', error), { type: 'error' });
}
