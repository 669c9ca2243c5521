/** The text key of a resource's field, as react-admin reads it: `resources.<resource>.fields.<field>`. */
export const fieldLabel = (resource: string, field: string) => `resources.${resource}.fields.${field}`;

/** The text key of a declared choice's value: `resources.<resource>.choices.<field>.<value>`. */
export const choiceLabel = (resource: string, field: string, value: string) =>
  `resources.${resource}.choices.${field}.${value}`;

/** A declared field's values as react-admin's choices, each named by its text key. */
export const choicesOf = (resource: string, field: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: choiceLabel(resource, field, value) }));

/** Values of a fixed list as react-admin's choices, each named by its text `<textKey>.<value>` (`course.format.ONLINE`). */
export const textChoices = (values: readonly string[], textKey: string) =>
  values.map((id) => ({ id, name: `${textKey}.${id}` }));
