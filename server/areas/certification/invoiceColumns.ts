/** The columns of a request's invoice address, by the field of the nested `invoiceAddress` each holds. */
export const INVOICE_COLUMNS = {
  nameOrInstitution: 'invoiceNameOrInstitution',
  street: 'invoiceStreet',
  houseNumber: 'invoiceHouseNumber',
  zipCode: 'invoiceZipCode',
  city: 'invoiceCity',
  country: 'invoiceCountry',
} as const;

export type InvoiceColumn = (typeof INVOICE_COLUMNS)[keyof typeof INVOICE_COLUMNS];

/** The invoice columns, as a select names them. */
export const INVOICE_COLUMN_NAMES: InvoiceColumn[] = Object.values(INVOICE_COLUMNS);

/** Every invoice column empty: a request without an address (a first certification, an erased person's). */
export const NO_INVOICE_ADDRESS = Object.fromEntries(INVOICE_COLUMN_NAMES.map((column) => [column, null])) as Record<
  InvoiceColumn,
  null
>;
