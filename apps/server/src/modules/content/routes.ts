import {
  Paths,
  contentDetail,
  contentIdParams,
  contentList,
  envelope,
  listContentsParams,
  paramKeyParams,
  parameterResult,
} from '@swx/contract';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/http/language.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { ContentService } from './service.js';

/** The index group's content pages and public parameters. */
export function contentRoutes(app: ZodApp, service: ContentService): void {
  const tags = ['index'];

  app.get(
    Paths.listContents,
    {
      schema: {
        tags,
        summary: 'Content pages (footer links): type 1 in Chinese, 2 in the reader’s language',
        description:
          'Each item says the language it is in; `fallback` is true where the reader’s ' +
          'language has no translation and English is given instead.',
        params: listContentsParams,
        response: { 200: envelope(contentList) },
      },
    },
    async (request) =>
      ok(request, await service.list(request.params.type, requestLanguage(request))),
  );

  app.get(
    Paths.contentById,
    {
      schema: {
        tags,
        summary: 'One content page with its Markdown body, in the reader’s language',
        params: contentIdParams,
        response: { 200: envelope(contentDetail) },
      },
    },
    async (request) =>
      ok(request, await service.get(Number(request.params.id), requestLanguage(request))),
  );

  app.get(
    Paths.paramByKey,
    {
      schema: {
        tags,
        summary: 'A public system parameter (10018 for an unknown or internal key)',
        params: paramKeyParams,
        response: { 200: envelope(parameterResult) },
      },
    },
    async (request) => ok(request, await service.parameter(request.params.key)),
  );
}
