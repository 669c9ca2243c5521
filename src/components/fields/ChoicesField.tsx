import { TextArrayField, useRecordContext, useTranslate, type FieldProps } from 'react-admin';

/** Several values of a list of choices as react-admin's chips, each with its text (or the value where none). */
export const ChoicesField = ({ source, textOf }: FieldProps & { textOf: (value: string) => string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const values: unknown[] = Array.isArray(record?.[source]) ? record[source] : [];
  const texts = values.map((value) => translate(textOf(String(value)), { _: String(value) }));
  return <TextArrayField source={source} record={{ id: record?.id ?? '', [source]: texts }} />;
};
