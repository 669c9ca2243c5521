import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { INVOICE_FIELDS, type CertificateStatus, type InvoiceAddress } from '../../domain/certificates';
import { useCertificateOfRoute } from './useCertificateOfRoute';

/** The invoice address in lines, or a dash while it is empty. */
const invoiceText = (invoice: InvoiceAddress) =>
  [
    invoice.nameOrInstitution,
    [invoice.street, invoice.houseNumber].filter(Boolean).join(' '),
    [invoice.zipCode, invoice.city].filter(Boolean).join(' '),
    invoice.country,
  ]
    .filter(Boolean)
    .join('\n') || '–';

/**
 * The request the detail screen shows, what it shows of it once read (`detail`), and the edit
 * dialog's state: the request is read again after every change and when the dialog closes.
 */
export function useCertificateShow() {
  const translate = useTranslate();
  const { record, isPending, error, refetch } = useCertificateOfRoute();
  const [editing, setEditing] = useState(false);
  const status = record?.status as CertificateStatus;
  const invoice: InvoiceAddress = record?.invoiceAddress ?? {};
  const hasInvoice = record?.disciplineType === 'RECERTIFICATION' || INVOICE_FIELDS.some((f) => invoice[f]);
  return {
    isPending,
    error,
    detail: record
      ? {
          record,
          status,
          heading: translate('certification.detail.title', {
            discipline: record.disciplineName,
            instructor: record.instructorName,
          }),
          /** The invoice address in lines; none when the request has no invoice. */
          invoice: hasInvoice ? invoiceText(invoice) : undefined,
          declined: status === 'DATAENTRY' && !!record.itcComment,
          renewal: record.disciplineType === 'RECERTIFICATION' || status === 'CERTIFIED',
        }
      : undefined,
    refresh: () => void refetch(),
    editing,
    startEditing: () => setEditing(true),
    stopEditing: () => {
      setEditing(false);
      void refetch();
    },
  };
}

/** What the detail shows of the request once read. */
export type CertificateShowDetail = NonNullable<ReturnType<typeof useCertificateShow>['detail']>;
