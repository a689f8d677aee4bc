// The template designer's lists (fill-in fields, signing roles) hold items with a unique key: one
// is changed or removed by it, leaving the others as they are.
export function patchByKey<Item extends { key: string }>(items: Item[], key: string, patch: Partial<Item>): Item[] {
  return items.map((item) => (item.key === key ? { ...item, ...patch } : item));
}

export function removeByKey<Item extends { key: string }>(items: Item[], key: string): Item[] {
  return items.filter((item) => item.key !== key);
}
