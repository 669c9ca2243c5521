import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { failureNotice } from '../../components/forms/failureText';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * A workflow action on the course shown (a status step, reopening), pessimistic: it waits for the
 * server, which refuses a course changed meanwhile (its version); on success it reads the course
 * again and answers true (the caller says what was done), on failure it says why; it never throws.
 */
export function useCourseAction() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [pending, setPending] = useState(false);

  const run = async (name: string, data: object) => {
    if (!record) return false;
    setPending(true);
    try {
      await dataProvider.action('courses', { id: record.id, name, data, version: record.version });
      refresh();
      return true;
    } catch (error) {
      notify(failureNotice(translate, 'notification.update', error), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
