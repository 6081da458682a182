/** `{ id, name }` rows (categories, areas, suppliers) as the options of a select. */
export const idOptions = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
