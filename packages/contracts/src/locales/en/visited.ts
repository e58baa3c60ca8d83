/** The visited-clients bar (spec point 2): the shell shows it, so its few words travel with the shell's. */
export const enVisited = {
  'visited.move': 'Move {{name}}',
  'visited.close': 'Close {{name}}',
} as const;
