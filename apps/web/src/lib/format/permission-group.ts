/** The catalogue's groups (the part of a permission before the dot) as staff read them. */
const GROUP_LABELS: Readonly<Record<string, string>> = {
  users: 'Clients',
  accounts: 'Accounts',
  documents: 'Documents',
  utils: 'Utilities',
  requests: 'Requests',
  transactions: 'Transactions',
  notes: 'Notes',
  financial_notes: 'Financial notes',
  ribbons: 'App ribbons',
  user_segments: 'User segments',
  trades: 'Trades',
  crm_users: 'Staff users',
  administration: 'Administration',
  roles: 'Roles',
  demographics: 'Demographics',
  scheduled_functions: 'Scheduled functions',
  reports: 'Reports',
  internal: 'Internals',
};

/** A group's label; a group the console does not know yet reads as words ("new_group" → "New group"). */
export const groupLabel = (group: string): string => {
  const known = GROUP_LABELS[group];
  if (known) return known;
  const words = group.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
