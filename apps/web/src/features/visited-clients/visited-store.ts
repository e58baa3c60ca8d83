/** Spec point 3: a visited client tab, kept per brand in session storage. */
export type VisitedClient = { _id: string; readableId: string; order: number; name: string };

export const visitedKey = (brand: string) => `visitedClients:${brand}`;

export function readVisited(brand: string): VisitedClient[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(visitedKey(brand)) ?? '[]') as VisitedClient[];
    return Array.isArray(parsed) ? parsed.toSorted((a, b) => a.order - b.order) : [];
  } catch {
    return [];
  }
}

export function writeVisited(brand: string, tabs: readonly VisitedClient[]): VisitedClient[] {
  const ordered = tabs.map((t, i) => ({ ...t, order: i }));
  sessionStorage.setItem(visitedKey(brand), JSON.stringify(ordered));
  window.dispatchEvent(new Event('visited-clients'));
  return ordered;
}

/** Called by the client page when a client is opened: added once, at the end. */
export function addVisited(brand: string, client: Omit<VisitedClient, 'order'>): VisitedClient[] {
  const tabs = readVisited(brand);
  if (tabs.some((t) => t._id === client._id)) return tabs;
  return writeVisited(brand, [...tabs, { ...client, order: tabs.length }]);
}

export const removeVisited = (brand: string, id: string) =>
  writeVisited(
    brand,
    readVisited(brand).filter((t) => t._id !== id),
  );
