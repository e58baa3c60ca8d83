import type { enVisited } from '../en/visited.ts';

/** The visited-clients bar in Greek. */
export const elVisited: Record<keyof typeof enVisited, string> = {
  'visited.move': 'Μετακίνηση {{name}}',
  'visited.close': 'Κλείσιμο {{name}}',
};
