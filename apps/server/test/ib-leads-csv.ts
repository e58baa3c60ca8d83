/** Test and bench data of the IB leads import. */

/** A CSV of `count` valid leads from Portugal with numbered e-mails. */
export function leadsCsv(
  count: number,
  tag: string,
  header = 'First Name,Last Name,Email,Phone,Country,utm_source',
): string {
  const lines = [header];
  for (let i = 0; i < count; i++)
    lines.push(
      `Lead${i},${tag},lead${i}.${tag}@ib.test,+351 912 ${String(100000 + (i % 900000)).slice(0, 3)} ${String(i % 1000).padStart(3, '0')},PT,ib-${tag}`,
    );
  return `${lines.join('\n')}\n`;
}
