/** Moves the item at `from` to `to` (both clamped), returning a new array. */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  if (from < 0 || from >= items.length) return next;
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
};

export type OrderKey = 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * The keyboard alternative to dragging: with an item picked up, Arrow up and Arrow down move it one place, Home
 * and End to the ends. Returns the item's new position, or null for any other key.
 */
export const keyboardTarget = (key: string, index: number, length: number): number | null => {
  switch (key) {
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return Math.min(length - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
};

/**
 * The stored order made whole: the labels it names that are still stages, in its order, then the stages it does
 * not name, in the stage list's order.
 */
export const completeOrder = (order: readonly string[], labels: readonly string[]): string[] => {
  const known = new Set(labels);
  const kept = [...new Set(order.filter((label) => known.has(label)))];
  const named = new Set(kept);
  return [...kept, ...labels.filter((label) => !named.has(label))];
};
