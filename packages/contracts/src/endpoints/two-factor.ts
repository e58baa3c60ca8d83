import { z } from 'zod';
import { ZLoginReply } from '../auth.ts';
import { ZId, ZOk } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZRecoveryCodes,
  ZTwoFactorChangeRequest,
  ZTwoFactorCodeRequest,
  ZTwoFactorEnrolRequest,
  ZTwoFactorLoginRequest,
  ZTwoFactorPolicy,
  ZTwoFactorPolicyReply,
  ZTwoFactorSecret,
  ZTwoFactorStatus,
} from '../two-factor.ts';

const tags = ['two-factor'];

export const twoFactorEndpoints = {
  /** Second step of a sign-in; with an `enrol` challenge the code also turns two-factor on. */
  loginTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/dashboard/auth/login/twoFactor',
    access: access.public,
    tags,
    body: ZTwoFactorLoginRequest,
    reply: ZLoginReply.extend({ recovery_codes: z.array(z.string()).optional() }),
    errors: [400, 401, 429],
  }),
  getTwoFactor: defineEndpoint({
    method: 'GET',
    path: '/dashboard/auth/twoFactor',
    access: access.signedIn,
    tags,
    reply: ZTwoFactorStatus,
  }),
  startTwoFactorEnrolment: defineEndpoint({
    method: 'POST',
    path: '/dashboard/auth/twoFactor/enrol',
    access: access.signedIn,
    tags,
    body: ZTwoFactorEnrolRequest,
    reply: ZTwoFactorSecret,
    errors: [400, 401, 409, 429],
  }),
  confirmTwoFactorEnrolment: defineEndpoint({
    method: 'POST',
    path: '/dashboard/auth/twoFactor/confirm',
    access: access.signedIn,
    tags,
    body: ZTwoFactorCodeRequest,
    reply: ZRecoveryCodes,
    errors: [400, 401, 409, 429],
  }),
  regenerateRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/dashboard/auth/twoFactor/recoveryCodes',
    access: access.signedIn,
    tags,
    body: ZTwoFactorChangeRequest,
    reply: ZRecoveryCodes,
    errors: [400, 401, 409, 429],
  }),
  disableTwoFactor: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/auth/twoFactor',
    access: access.signedIn,
    tags,
    body: ZTwoFactorChangeRequest,
    reply: ZOk,
    errors: [400, 401, 409, 429],
  }),
  resetStaffTwoFactor: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/crmusers/:id/twoFactor',
    access: access.anyOf('crm_users.update_crm_users'),
    tags,
    params: z.object({ id: ZId }),
    reply: ZOk,
    errors: [403, 404, 409],
  }),
  getTwoFactorPolicy: defineEndpoint({
    method: 'GET',
    path: '/dashboard/crmusers/twoFactorPolicy',
    access: access.anyOf('crm_users.get_crm_users', 'crm_users.update_crm_users'),
    tags,
    reply: ZTwoFactorPolicyReply,
  }),
  setTwoFactorPolicy: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/crmusers/twoFactorPolicy',
    access: access.anyOf('crm_users.update_crm_users'),
    tags,
    body: ZTwoFactorPolicy,
    reply: ZTwoFactorPolicyReply,
    errors: [400, 409],
  }),
};
