/**
 * The turns the event loop takes while `work` runs: a callback queued with `setImmediate` again at each turn, counted
 * until `work` settles. A handler that never yields gives it none.
 */
export const loopTurnsDuring = async <T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> => {
  let turns = 0;
  let counting = true;
  const count = () => {
    turns++;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  try {
    return { result: await work(), turns };
  } finally {
    counting = false;
  }
};
