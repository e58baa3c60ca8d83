import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZAppRibbonsParams,
  ZAppRibbonsQuery,
  ZAppRibbonsReply,
  ZBrandRiskWarning,
  ZClientRibbonsQuery,
  ZRibbon,
  ZRibbonAudience,
  ZRibbonInput,
  ZRibbonListQuery,
  ZRibbonPage,
  ZRibbonParams,
  ZRibbonUpdate,
} from '../ribbons.ts';

const tags = ['ribbons'];
const view = access.anyOf('ribbons.view_ribbons');

/** Ours (issue #17): app ribbons, `/client-communication/app-ribbon` (spec point 7 "Segments and ribbons"). */
export const ribbonEndpoints = {
  listRibbons: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/ribbons',
    access: view,
    tags,
    query: ZRibbonListQuery,
    reply: ZRibbonPage,
  }),
  createRibbon: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/ribbons',
    access: access.anyOf('ribbons.create_ribbons'),
    tags,
    body: ZRibbonInput,
    reply: ZRibbon,
    status: 201,
    errors: [400, 409],
  }),
  /** The spec's path has no id: the body carries the ribbon's `_id`. */
  updateRibbon: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/ribbons',
    access: access.anyOf('ribbons.update_ribbons'),
    tags,
    body: ZRibbonUpdate,
    reply: ZRibbon,
    errors: [400, 404, 409],
  }),
  /** The ribbons one client sees now (the console's client page), English text. */
  listClientRibbons: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/ribbons/client',
    access: view,
    tags,
    query: ZClientRibbonsQuery,
    reply: ZAppRibbonsReply,
    errors: [404],
  }),
  getRibbonRiskWarning: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/ribbons/riskWarning',
    access: view,
    tags,
    reply: ZBrandRiskWarning,
  }),
  getRibbon: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/ribbons/:id',
    access: view,
    tags,
    params: ZRibbonParams,
    reply: ZRibbon,
    errors: [404],
  }),
  /** Who sees it now: the target's clients in the caller's scope (names only with `users.get_users`). */
  getRibbonAudience: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/ribbons/:id/audience',
    access: view,
    tags,
    params: ZRibbonParams,
    reply: ZRibbonAudience,
    errors: [404],
  }),
  /** A promotional ribbon goes live only once a second staff member (not its author) approves it. */
  approveRibbon: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/ribbons/:id/approve',
    access: access.anyOf('ribbons.update_ribbons'),
    tags,
    params: ZRibbonParams,
    reply: ZRibbon,
    errors: [403, 404, 409],
  }),
};

/**
 * The client app's read call (not a console endpoint, not in `ENDPOINTS`): server to server with the
 * brand's client-app key of the intake (`Authorization: Bearer <key>` or `X-Api-Key`), checked by the
 * handler as `POST /api/clients/register` checks it (error 130).
 */
export const appRibbonsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/clients/:id/ribbons',
  access: access.public,
  tags: ['client app'],
  params: ZAppRibbonsParams,
  query: ZAppRibbonsQuery,
  reply: ZAppRibbonsReply,
  errors: [401, 404],
});
