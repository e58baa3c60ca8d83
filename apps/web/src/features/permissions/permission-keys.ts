/** The query keys of the permissions page: the catalogue, the roles, who holds one permission. */
export const permissionKeys = {
  all: ['permissions'] as const,
  catalogue: () => [...permissionKeys.all, 'catalogue'] as const,
  roles: () => [...permissionKeys.all, 'roles'] as const,
  holders: (permission: string) => [...permissionKeys.all, 'holders', permission] as const,
};
