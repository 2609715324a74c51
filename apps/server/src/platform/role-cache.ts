/**
 * A per-process cache of something built from a role's grants, keyed by the role and its
 * `grants_version`. The version is read with the session on every call, so a change made in any
 * process is seen at once; only old versions linger until pushed out.
 */
export function roleCache<T>(load: (roleId: number) => Promise<T>, capacity = 64) {
  const entries = new Map<string, Promise<T>>();
  return (roleId: number, version: number): Promise<T> => {
    const key = `${roleId}:${version}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = load(roleId);
      // A failed load must not stay cached.
      entry.catch(() => entries.delete(key));
      if (entries.size >= capacity) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    }
    return entry;
  };
}
