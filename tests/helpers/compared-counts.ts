/**
 * An oracle comparison that passes over too few cases proves little: each count of what it compared
 * must be above its minimum. The failure names every count that is not.
 */
export function expectEachAbove<Key extends string>(
  seen: Record<Key, number>,
  minimums: Partial<Record<Key, number>>,
): void {
  const short = (Object.entries(minimums) as [Key, number][])
    .filter(([key, minimum]) => !(seen[key] > minimum))
    .map(([key, minimum]) => `${key}: ${seen[key]}, wanted more than ${minimum}`);
  expect(short).toEqual([]);
}
