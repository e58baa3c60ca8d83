/** The catalogue's groups (the part of a permission before the dot) as the matrix titles them. */
const GROUP_LABELS: Record<string, string> = {
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
  crm_users: 'Staff (CRM users)',
  administration: 'Administration',
  roles: 'Roles',
  demographics: 'Demographics',
  scheduled_functions: 'Scheduled functions',
  reports: 'Reports',
  internal: 'Internals',
};

export const groupLabel = (group: string): string => GROUP_LABELS[group] ?? group;
