/** The query keys of the translation tool (`/internals/translation-tool`). */
export const translationKeys = {
  all: ['translations'] as const,
  list: (query: object) => [...translationKeys.all, 'list', query] as const,
};
