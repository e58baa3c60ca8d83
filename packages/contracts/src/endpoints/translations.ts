import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import { ZCurrentUser } from '../staff.ts';
import {
  ZExportedTranslations,
  ZExportTranslationsQuery,
  ZImportResult,
  ZImportTranslations,
  ZOwnLanguage,
  ZPublicationInfo,
  ZPublishedBundle,
  ZPublishedParams,
  ZPublishTranslations,
  ZSaveTranslation,
  ZTranslationList,
  ZTranslationListQuery,
  ZTranslationRow,
} from '../translations.ts';

const tags = ['translations'];
/** An internal tool: the admin role needs this permission granted explicitly (spec point 6). */
const tool = access.anyOf('internal.translation_tool');

/**
 * `/internals/translation-tool` and the console's published texts. The console's words are not
 * brand data (one console serves both brands): no brand parameter.
 */
export const translationEndpoints = {
  /**
   * The published texts of one language. Public: the sign-in page needs them before there is a
   * token, and they are the console's own labels, nothing about anyone. Answers with an `ETag`
   * (the publication's version) and 304 to a matching `If-None-Match`.
   */
  getPublishedTranslations: defineEndpoint({
    method: 'GET',
    path: '/dashboard/translations/published/:language',
    access: access.public,
    tags,
    params: ZPublishedParams,
    reply: ZPublishedBundle,
    errors: [400],
  }),
  listTranslations: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/translations',
    access: tool,
    tags,
    query: ZTranslationListQuery,
    reply: ZTranslationList,
    errors: [400],
  }),
  saveTranslation: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/internals/translations',
    access: tool,
    tags,
    body: ZSaveTranslation,
    reply: ZTranslationRow,
    errors: [400],
  }),
  importTranslations: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/translations/import',
    access: tool,
    tags,
    body: ZImportTranslations,
    reply: ZImportResult,
    errors: [400],
  }),
  exportTranslations: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/translations/export',
    access: tool,
    tags,
    query: ZExportTranslationsQuery,
    reply: ZExportedTranslations,
    errors: [400],
  }),
  publishTranslations: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/translations/publications',
    access: tool,
    tags,
    body: ZPublishTranslations,
    reply: ZPublicationInfo,
    status: 201,
    errors: [409],
  }),
  /** The signed-in user's own console language (the profile block's picker). */
  setOwnLanguage: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/crmusers/current/language',
    access: access.signedIn,
    tags,
    body: ZOwnLanguage,
    reply: ZCurrentUser,
    errors: [400],
  }),
};
