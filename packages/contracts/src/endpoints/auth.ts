import { ZLoginAsRequest, ZLoginReply, ZLoginRequest, ZLoginResult, ZTokenReply, ZTokenRequest } from '../auth.ts';
import { ZOk } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import { ZPasswordLinkCheckReply, ZPasswordLinkCheckRequest, ZSetPasswordRequest } from '../staff.ts';

const tags = ['auth'];

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/dashboard/auth/login',
    access: access.public,
    tags,
    body: ZLoginRequest,
    reply: ZLoginResult,
    errors: [401, 429],
  }),
  refreshToken: defineEndpoint({
    method: 'POST',
    path: '/dashboard/auth/token',
    access: access.public,
    tags,
    body: ZTokenRequest,
    reply: ZTokenReply,
    errors: [401],
  }),
  // Ending a view-as session is allowed from inside it.
  logout: defineEndpoint({
    method: 'POST',
    path: '/dashboard/auth/logout',
    access: { kind: 'signedIn', allowInViewAs: true },
    tags,
    reply: ZOk,
  }),
  loginAs: defineEndpoint({
    method: 'POST',
    path: '/dashboard/auth/loginAs',
    access: access.anyOf('crm_users.get_crm_users'),
    tags,
    body: ZLoginAsRequest,
    reply: ZLoginReply,
    errors: [403],
  }),
  /** Whose one-time set-password link this is (public: the token is the credential). */
  checkPasswordLink: defineEndpoint({
    method: 'POST',
    path: '/dashboard/auth/passwordLink',
    access: access.public,
    tags,
    body: ZPasswordLinkCheckRequest,
    reply: ZPasswordLinkCheckReply,
    errors: [400, 404],
  }),
  /** Sets the password through a one-time link; the link ends, and so do the user's sessions. */
  setPassword: defineEndpoint({
    method: 'POST',
    path: '/dashboard/auth/setPassword',
    access: access.public,
    tags,
    body: ZSetPasswordRequest,
    reply: ZOk,
    errors: [400, 404],
  }),
};
