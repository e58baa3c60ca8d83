/** The query keys of two-factor sign-in: the signed-in user's own state, the brokerage's policy. */
export const twoFactorKeys = {
  all: ['twoFactor'] as const,
  own: () => [...twoFactorKeys.all, 'own'] as const,
  policy: () => [...twoFactorKeys.all, 'policy'] as const,
};
