/** A pending-queue count, read out as "N pending". */
export function MenuBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="badge">
      <span aria-hidden="true">{count > 999 ? '999+' : count}</span>
      <span className="visually-hidden">, {count} pending</span>
    </span>
  );
}
