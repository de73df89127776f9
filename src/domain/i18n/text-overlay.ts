/**
 * A translation as a translator writes it: the shape of the English value, text only. Objects
 * keep their keys, lists keep the English order (an item left as {} falls back to English as a
 * whole), and any text left out shows the English text. Non-text values (links, pictures,
 * e-mail addresses) are never translated and are left out.
 */
export type TextOverlay<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? ReadonlyArray<TextOverlay<Item>>
    : T extends object
      ? { readonly [Key in keyof T]?: TextOverlay<T[Key]> }
      : never;
