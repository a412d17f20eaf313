/**
 * A list with the rows of `ids` put in that order, in the places those rows held; the other rows
 * stay where they were. Used to show a drag-and-drop result at once, before the server answers
 * (e.g. the add-on groups reordered inside the list of every group).
 */
export function applyOrder<T extends { id: number }>(
  list: readonly T[],
  ids: readonly number[],
): T[] {
  const moved = new Set(ids);
  const byId = new Map(list.map((row) => [row.id, row]));
  const queue = ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
  return list.map((row) => (moved.has(row.id) ? (queue.shift() ?? row) : row));
}
