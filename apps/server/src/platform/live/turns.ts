/**
 * Work queued per user, each piece after the one before it has settled (resolved or failed):
 * one user's steps happen in the order they came, while different users' run side by side.
 * A user's queue is forgotten once it runs dry.
 */
export function userTurns(): (userId: number, work: () => Promise<void>) => Promise<void> {
  const turns = new Map<number, Promise<void>>();
  return (userId, work) => {
    // The queued promise never rejects (see `settled`), so the work runs after any outcome.
    const next = (turns.get(userId) ?? Promise.resolve()).then(work);
    const settled: Promise<void> = next
      .catch(() => undefined)
      .then(() => {
        if (turns.get(userId) === settled) turns.delete(userId);
      });
    turns.set(userId, settled);
    return next;
  };
}
