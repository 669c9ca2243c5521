/** The text key of a resource's field, as react-admin reads it: `resources.<resource>.fields.<field>`. */
export const fieldLabel = (resource: string, field: string) => `resources.${resource}.fields.${field}`;

/** The text key of a declared choice's value: `resources.<resource>.choices.<field>.<value>`. */
export const choiceLabel = (resource: string, field: string, value: string) =>
  `resources.${resource}.choices.${field}.${value}`;

/** A declared field's values as react-admin's choices, each named by its text key. */
export const choicesOf = (resource: string, field: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: choiceLabel(resource, field, value) }));
