/** Test and bench data of the IB leads import. */

/** 0–99 from the tag, so files of different tags carry different phones (phones are matched as duplicates). */
const tagBlock = (tag: string) => [...tag].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7) % 100;

/**
 * A CSV of `count` (at most 100,000) valid leads from Portugal with numbered e-mails and phones:
 * mobile numbers `+351 91…`, the tag choosing the block of 100,000 and the line the number in it.
 */
export function leadsCsv(
  count: number,
  tag: string,
  header = 'First Name,Last Name,Email,Phone,Country,utm_source',
): string {
  const lines = [header];
  for (let i = 0; i < count; i++)
    lines.push(
      `Lead${i},${tag},lead${i}.${tag}@ib.test,+351 91${String(tagBlock(tag) * 100_000 + (i % 100_000)).padStart(7, '0')},PT,ib-${tag}`,
    );
  return `${lines.join('\n')}\n`;
}
