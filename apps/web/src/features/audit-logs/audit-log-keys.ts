/** The query keys of the audit log viewer (`/administration/logs`). */
export const auditLogKeys = {
  all: ['audit-log'] as const,
  lists: () => [...auditLogKeys.all, 'list'] as const,
  list: (query: object) => [...auditLogKeys.lists(), query] as const,
  options: () => [...auditLogKeys.all, 'options'] as const,
  verification: () => [...auditLogKeys.all, 'verification'] as const,
};
