/** The shape every language must fill for a namespace: the same keys as English, any text. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
