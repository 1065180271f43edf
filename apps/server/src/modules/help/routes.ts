import {
  Paths,
  contentIdParams,
  envelope,
  faqResult,
  listFaqQuery,
  listNoticesQuery,
  noticeDetail,
  noticePage,
} from '@swx/contract';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/http/language.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { HelpService } from './service.js';

/** Help centre: FAQ (by category, searchable) and notices, in the reader's language. */
export function helpRoutes(app: ZodApp, service: HelpService): void {
  const tags = ['index'];

  app.get(
    Paths.listFaq,
    {
      schema: {
        tags,
        summary: 'FAQ categories and questions; `q` searches every word, `category` filters',
        querystring: listFaqQuery,
        response: { 200: envelope(faqResult) },
      },
    },
    async (request) => ok(request, await service.faq(request.query, requestLanguage(request))),
  );

  app.get(
    Paths.listNotices,
    {
      schema: {
        tags,
        summary: 'Notices, pinned first then newest first, a page at a time (at most 50)',
        querystring: listNoticesQuery,
        response: { 200: envelope(noticePage) },
      },
    },
    async (request) => ok(request, await service.notices(request.query, requestLanguage(request))),
  );

  app.get(
    Paths.noticeById,
    {
      schema: {
        tags,
        summary: 'One notice with its Markdown body',
        params: contentIdParams,
        response: { 200: envelope(noticeDetail) },
      },
    },
    async (request) =>
      ok(request, await service.notice(Number(request.params.id), requestLanguage(request))),
  );
}
