import {
  ZClientMessage,
  ZClientMessageDeliveryPage,
  ZClientMessageListQuery,
  ZClientMessagePage,
  ZClientMessageParams,
  ZClientMessagePreview,
  ZClientMessageTarget,
  ZSendClientMessageRequest,
} from '../client-messages.ts';
import { ZPageQuery } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';

const tags = ['client messages'];
/**
 * The menu entries' permission. Sending (and previewing who a target reaches) also needs the
 * target's own: `user_segments.view_user_segment_results` for a segment, `users.get_user` for one
 * client; the use case checks that (see send-message.ts).
 */
const view = access.anyOf('user_segments.view_user_segments');

/** `/client-communication/{push-notifications,sms,email}`: short messages to a client or a segment. */
export const clientMessageEndpoints = {
  previewClientMessage: defineEndpoint({
    method: 'POST',
    path: '/dashboard/clientMessages/preview',
    access: view,
    tags,
    body: ZClientMessageTarget,
    reply: ZClientMessagePreview,
    errors: [400, 403],
  }),
  sendClientMessage: defineEndpoint({
    method: 'POST',
    path: '/dashboard/clientMessages',
    access: view,
    tags,
    body: ZSendClientMessageRequest,
    status: 201,
    reply: ZClientMessage,
    errors: [400, 403],
  }),
  listClientMessages: defineEndpoint({
    method: 'GET',
    path: '/dashboard/clientMessages',
    access: view,
    tags,
    query: ZClientMessageListQuery,
    reply: ZClientMessagePage,
  }),
  listClientMessageDeliveries: defineEndpoint({
    method: 'GET',
    path: '/dashboard/clientMessages/:id/deliveries',
    access: view,
    tags,
    params: ZClientMessageParams,
    query: ZPageQuery,
    reply: ZClientMessageDeliveryPage,
    errors: [404],
  }),
};
