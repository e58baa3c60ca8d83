/**
 * A user agent string as people read it: "Firefox 128 on Linux". Enough to tell one's own browser
 * from a stranger's; the full string stays available beside it. Order matters: Edge and Opera
 * carry "Chrome" too, Chrome carries "Safari", and iOS browsers carry "Mac OS X".
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/curl\/(\d+)/, 'curl'],
  [/node(?:-fetch)?\/?(\d*)/i, 'Node.js'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** The words around the names, in the console's language (English by default). */
export type TAgentWords = { unknown: string; other: string; on: (browser: string, system: string) => string };
const ENGLISH: TAgentWords = {
  unknown: 'Unknown',
  other: 'Other',
  on: (browser, system) => `${browser} on ${system}`,
};

export function readableAgent(userAgent: string | null, words: TAgentWords = ENGLISH): string {
  if (!userAgent?.trim()) return words.unknown;
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  if (browser && system) return words.on(browser, system);
  return browser ?? system ?? words.other;
}
