import { useState } from 'react';
import { useTranslate, type Identifier, type TranslateFunction } from 'react-admin';
import type { OrganisationOption } from '../../domain/accounts';
import { csvExporter } from '../../components/lists/exporter';
import { useApi } from '../../components/useApi';
import { useFormat } from '../../components/format';
import { useResourceAccess } from '../../components/useResourceAccess';
import { organisationCommentFilters } from './organisationCommentFilters';

/** The export of the comment list: its columns, in the user's language. */
const commentExporter = (translate: TranslateFunction, formatDateTime: (value: unknown) => string, title: string) =>
  csvExporter(
    [
      {
        source: 'createdAt',
        label: 'resources.organisation-comments.fields.createdAt',
        format: (v) => formatDateTime(v as string),
      },
      { source: 'organisationName', label: 'resources.organisation-comments.fields.organisationName' },
      {
        source: 'type',
        label: 'resources.organisation-comments.fields.type',
        format: (v) => translate(`organisation_comments.types.${v}`),
      },
      { source: 'comment', label: 'resources.organisation-comments.fields.comment' },
      {
        source: 'visibleToCustomer',
        label: 'resources.organisation-comments.fields.visibleToCustomer',
        format: (v) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false'),
      },
      { source: 'createdByName', label: 'resources.organisation-comments.fields.createdByName' },
    ],
    translate,
    title,
  );

/**
 * The comment list's state: what the user may do with comments, the organisations they are on,
 * the create or edit dialog and the comment just created, and the list's filters and export.
 */
export function useOrganisationCommentList() {
  const translate = useTranslate();
  const access = useResourceAccess('organisation-comments');
  const organisations = useApi<OrganisationOption[]>(
    access.canRead ? 'organisation-comments/organisations' : undefined,
  );
  const formatDateTime = useFormat().dateTime;
  const [dialog, setDialog] = useState<{ id?: Identifier } | null>(null);
  // the comment just created: highlighted in the list, never left on another page
  const [created, setCreated] = useState<Identifier>();
  const title = translate('organisation_comments.title');
  return {
    access,
    organisations: organisations.data,
    dialog,
    setDialog,
    created,
    setCreated,
    title,
    filters: organisationCommentFilters(translate, organisations.data),
    exporter: commentExporter(translate, formatDateTime, title),
    openCreate: access.canCreate ? () => setDialog({}) : undefined,
  };
}
