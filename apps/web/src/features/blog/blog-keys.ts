/** The query keys of the blog tool (`/internals/blog`). */
export const blogKeys = {
  all: ['blog'] as const,
  list: (query: object) => [...blogKeys.all, 'list', query] as const,
  article: (id: string) => [...blogKeys.all, 'article', id] as const,
  cover: (id: string, version: string) => [...blogKeys.all, 'cover', id, version] as const,
  preview: (body: string) => [...blogKeys.all, 'preview', body] as const,
};
