import { translationEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { exportTranslations } from './export-translations.ts';
import { importTranslations } from './import-translations.ts';
import { setOwnLanguage } from './own-language.ts';
import { publishTranslations } from './publish-translations.ts';
import { etagOf, publishedBundle } from './published-bundle.ts';
import { saveTranslation } from './save-translation.ts';
import { listTranslations } from './translation-rows.ts';

/** The translation tool (`/internals/translation-tool`), the console's published texts and the own language. */
export const translationRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.getPublishedTranslations, async (req, reply) => {
      const bundle = await publishedBundle(deps.db, req.params.language);
      const etag = etagOf(bundle);
      // `no-cache`: the browser keeps the texts but asks every load whether a newer version exists.
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return bundle;
    });
    bindEndpoint(app, endpoints.listTranslations, (req) => listTranslations(deps.db, req.query));
    bindEndpoint(app, endpoints.saveTranslation, (req) => saveTranslation(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.importTranslations, (req) => importTranslations(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.exportTranslations, async (req, reply) => {
      const texts = await exportTranslations(deps.db, req.query.language);
      reply.header('content-disposition', `attachment; filename="console-${req.query.language}.json"`);
      return texts;
    });
    bindEndpoint(app, endpoints.publishTranslations, (req) =>
      publishTranslations(deps, contextOf(req), req.body.baseVersion),
    );
    bindEndpoint(app, endpoints.setOwnLanguage, (req) => setOwnLanguage(deps, contextOf(req), req.body.language));
  };
