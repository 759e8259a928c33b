/**
 * The items in an order that puts each after its prerequisites, depth first; otherwise, and inside a
 * cycle, the given order stands. A prerequisite not among the items is ignored.
 */
export function prerequisitesFirst<T>(items: readonly T[], prerequisitesOf: (item: T) => Iterable<T | undefined>): T[] {
  const among = new Set(items);
  const order: T[] = [];
  const placed = new Set<T>();
  const visiting = new Set<T>();
  const visit = (item: T) => {
    if (placed.has(item) || visiting.has(item)) return;
    visiting.add(item);
    for (const prerequisite of prerequisitesOf(item)) if (prerequisite !== undefined && among.has(prerequisite)) visit(prerequisite);
    visiting.delete(item);
    placed.add(item);
    order.push(item);
  };
  items.forEach(visit);
  return order;
}
