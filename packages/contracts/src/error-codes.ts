/**
 * The error catalogue. Every error reply is `{ code, message, details? }`; the console reacts to
 * the code, never to the message text. Codes 14 and 17 are fixed by the spec (point 8).
 */
export const ErrorCode = {
  internal: 1,
  validation: 2,
  malformedJson: 3,
  unsupportedMediaType: 4,
  unauthenticated: 10,
  invalidCredentials: 11,
  refreshTokenInvalid: 12,
  accessTokenInvalid: 14,
  accessTokenExpired: 17,
  forbidden: 20,
  brandForbidden: 21,
  viewAsReadOnly: 22,
  viewAsNotAllowed: 23,
  privilegeEscalation: 24,
  notFound: 30,
  routeNotFound: 31,
  conflict: 40,
  emailTaken: 41,
  insufficientFunds: 42,
  idempotencyKeyReused: 43,
  notPending: 44,
  secondApproverRequired: 45,
  ownRequest: 46,
  invalidTransition: 47,
  payloadTooLarge: 50,
  tooManyRequests: 60,
  weakPassword: 70,
  databaseUnavailable: 80,
  passwordLinkInvalid: 100,
  roleInUse: 120,
  adminRoleProtected: 121,
  intakeKeyInvalid: 130,
  policyChangePending: 150,
  ownPolicyChange: 151,
  twoFactorCodeInvalid: 160,
  twoFactorChallengeInvalid: 161,
  twoFactorState: 162,
  twoFactorSelfFirst: 163,
  ibLeadsFileUnreadable: 220,
  ibLeadsMappingInvalid: 221,
  ibLeadsTooManyRows: 222,
  ibLeadsImportState: 223,
  ibLeadsUndoRefused: 224,
  ibLeadsRowNotEditable: 225,
} as const;

export type TErrorCodeName = keyof typeof ErrorCode;
export type TErrorCode = (typeof ErrorCode)[TErrorCodeName];

/** HTTP status that goes with each code; one place so server and docs cannot disagree. */
export const errorHttpStatus: Record<TErrorCodeName, number> = {
  internal: 500,
  validation: 400,
  malformedJson: 400,
  unsupportedMediaType: 415,
  unauthenticated: 401,
  invalidCredentials: 401,
  refreshTokenInvalid: 401,
  accessTokenInvalid: 401,
  accessTokenExpired: 401,
  forbidden: 403,
  brandForbidden: 403,
  viewAsReadOnly: 403,
  viewAsNotAllowed: 403,
  privilegeEscalation: 403,
  notFound: 404,
  routeNotFound: 404,
  conflict: 409,
  emailTaken: 409,
  insufficientFunds: 409,
  idempotencyKeyReused: 422,
  notPending: 409,
  secondApproverRequired: 409,
  ownRequest: 403,
  invalidTransition: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  weakPassword: 400,
  databaseUnavailable: 503,
  roleInUse: 409,
  adminRoleProtected: 409,
  intakeKeyInvalid: 401,
  policyChangePending: 409,
  ownPolicyChange: 403,
  passwordLinkInvalid: 404,
  twoFactorCodeInvalid: 401,
  twoFactorChallengeInvalid: 401,
  twoFactorState: 409,
  twoFactorSelfFirst: 409,
  ibLeadsFileUnreadable: 400,
  ibLeadsMappingInvalid: 400,
  ibLeadsTooManyRows: 413,
  ibLeadsImportState: 409,
  ibLeadsUndoRefused: 409,
  ibLeadsRowNotEditable: 409,
};

/** What each code means, for the docs and the OpenAPI description. */
export const errorMeanings: Record<TErrorCodeName, string> = {
  internal: 'Unexpected server failure; nothing was written.',
  validation: 'The request does not match its schema; `details` lists each path and message.',
  malformedJson: 'The body is not valid JSON.',
  unsupportedMediaType: 'The body has a content type the route does not accept.',
  unauthenticated: 'No bearer token was sent.',
  invalidCredentials: 'Sign-in refused (unknown email, wrong password and disabled user all read the same).',
  refreshTokenInvalid: 'The refresh token is unknown, expired, rotated or revoked; sign in again.',
  accessTokenInvalid:
    'The access token is not valid for this request (bad signature, revoked session, another brand). Refresh once.',
  accessTokenExpired: 'The access token has expired. Refresh silently and retry.',
  forbidden: 'The staff user lacks every permission the route declares.',
  brandForbidden: 'The `brand` parameter is not one of the staff user’s brands.',
  viewAsReadOnly: 'A view-as session is read-only; the change was refused.',
  viewAsNotAllowed: 'View-as is not allowed towards this staff user, or for this caller.',
  privilegeEscalation: 'The change would give someone rights the caller does not hold.',
  notFound: 'No such record in the caller’s scope.',
  routeNotFound: 'No such route.',
  conflict: 'The change conflicts with the current state.',
  emailTaken: 'Another staff user already has this email.',
  insufficientFunds: 'The account does not have that much available (balance less holds); nothing was posted.',
  idempotencyKeyReused:
    'This `Idempotency-Key` was already used with another request body or route; use a new key for a new operation.',
  notPending: 'The request is no longer pending (another staff member processed or rejected it); nothing was done.',
  secondApproverRequired:
    'The withdrawal is over the four-eyes threshold and the caller gave its first approval: a different staff member must process it.',
  ownRequest: 'Staff cannot process or approve a request they raised themselves.',
  invalidTransition:
    'The transaction cannot move from its current status to the one asked for (see the transition tables).',
  payloadTooLarge: 'The body is over the size limit (1 MB for JSON).',
  tooManyRequests: 'Too many attempts; wait for the number of seconds in `Retry-After`.',
  weakPassword: 'The password does not meet the policy; `details` says why.',
  databaseUnavailable:
    'The database cannot be reached right now (a failover or restart); nothing was written. Retry after the seconds in `Retry-After`.',
  roleInUse:
    'The role is still held by staff users (the message says how many): give them another role before deleting it.',
  adminRoleProtected: 'The admin role carries the admin rule of spec point 6: it can be neither renamed nor deleted.',
  intakeKeyInvalid:
    'The client-app key is missing, unknown or revoked (`POST /api/clients/register`); nothing was registered.',
  policyChangePending:
    'The brand already has an approval policy change waiting for a second administrator: approve or reject it first.',
  ownPolicyChange: 'An administrator cannot approve the approval policy change they proposed: a second one must.',
  passwordLinkInvalid:
    'The set-password link is not valid: unknown, already used, replaced by a newer one, expired, or its user is disabled. Ask an administrator for a new one.',
  twoFactorCodeInvalid:
    'The two-factor code or recovery code is wrong, already used, or a code already used in its time window; wrong codes count towards sign-in throttling.',
  twoFactorChallengeInvalid: 'The sign-in challenge is unknown or has expired; sign in with the password again.',
  twoFactorState:
    'Two-factor sign-in is not in the state this needs (already on, not set up, or required by the policy so it cannot be turned off).',
  twoFactorSelfFirst: 'Turn on two-factor sign-in for yourself before requiring it of a group you belong to.',
  ibLeadsFileUnreadable:
    'The IB leads file is not a CSV or XLSX with a header row and at least one data row (or is cut short); nothing was stored.',
  ibLeadsMappingInvalid:
    'The column mapping names a column the file does not have, maps two fields to one column, or leaves a required field (first name, last name, e-mail, country) unmapped.',
  ibLeadsTooManyRows: 'The IB leads file holds more than 100,000 rows; split it. Nothing was stored.',
  ibLeadsImportState:
    'The IB leads import is not in the state this needs (the mapping and fixes close when the import starts; undo needs a finished import).',
  ibLeadsUndoRefused:
    'The import cannot be undone: some of its clients were changed since (edits, documents, trading accounts or money); `details` names them.',
  ibLeadsRowNotEditable: 'The row was already imported or skipped; it can no longer be fixed or dropped.',
};
