/** The German catalogue of an area has exactly the keys of the English one (strings anywhere). */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
