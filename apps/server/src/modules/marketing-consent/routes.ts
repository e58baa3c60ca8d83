import { messagingEndpoints as endpoints, oneClickUnsubscribeEndpoint } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { getMarketingConsent } from './get-consent.ts';
import { formFieldsOfMultipart } from './one-click-form.ts';
import { setMarketingConsent } from './set-consent.ts';
import { unsubscribe } from './unsubscribe.ts';

/** A client's marketing consent (client page) and the public unsubscribe behind every marketing e-mail's link. */
export const marketingConsentRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.getMarketingConsent, (req) =>
      getMarketingConsent(deps.db, contextOf(req), req.params.id),
    );
    bindEndpoint(app, endpoints.setMarketingConsent, (req) =>
      setMarketingConsent(deps, contextOf(req), req.params.id, req.body),
    );
    bindEndpoint(app, endpoints.unsubscribeMarketing, (req) => unsubscribe(deps, req.body.token, req.id));
    // RFC 8058: mail programs POST the form body `List-Unsubscribe=One-Click`, URL-encoded or as
    // multipart (one-click-form.ts). The URL-encoded parser is this plugin's only (Fastify scopes
    // it), so no other route starts taking form posts.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    });
    app.addHook('preValidation', async (req) => {
      if (req.routeOptions.url === oneClickUnsubscribeEndpoint.path) await formFieldsOfMultipart(req);
    });
    bindEndpoint(app, oneClickUnsubscribeEndpoint, (req) => unsubscribe(deps, req.query.token, req.id));
  };
