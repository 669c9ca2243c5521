import { useState } from 'react';
import { useCreate, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CommentRecord } from '../../domain/accounts';
import { failureNotice } from '../../components/forms/failureText';

/** The replies of a ticket (read only for a ticket), and the reply being written with its visibility and sending. */
export function useCommentReplies(record: CommentRecord | undefined) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [visible, setVisible] = useState(true);
  const [error, setError] = useState<string>();
  const isTicket = record?.type === 'ticket';
  const {
    data: replies,
    isPending,
    refetch,
  } = useGetList<CommentRecord>(
    'organisation-comments',
    {
      filter: { parentId: record?.id },
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
    },
    { enabled: isTicket },
  );
  const [create, { isPending: sending }] = useCreate();
  // the replies, and the list behind them
  const reload = () => {
    void refetch();
    refresh();
  };

  const send = () => {
    if (!record) return;
    setError(undefined);
    create(
      'organisation-comments',
      {
        data: {
          organisationId: record.organisationId,
          type: 'comment',
          parentId: record.id,
          comment: text,
          visibleToCustomer: visible,
        },
      },
      {
        onSuccess: () => {
          setText('');
          notify('notification.created', { type: 'success' });
          reload();
        },
        onError: (e) => setError(failureNotice(translate, 'notification.creation', e)),
      },
    );
  };

  return { isTicket, replies, isPending, reload, text, setText, visible, setVisible, error, sending, send };
}
