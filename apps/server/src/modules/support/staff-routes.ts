import { Code, envelope } from '@swx/contract';
import {
  AdminPaths,
  supportDeskConversation,
  SUPPORT_CANNED_MAX,
  supportAgents,
  supportCannedBody,
  supportCannedReplies,
  supportCannedReply,
  supportQueuePage,
  supportQueueQuery,
  supportReadBody,
  supportReplyBody,
  supportReplyImageFields,
  supportTransferBody,
} from '@swx/contract/admin';
import { z } from 'zod';
import { idParams } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { multipartBody, readImageForm, withStoredImages } from '../../platform/http/multipart.js';
import type { ZodApp } from '../../platform/http/types.js';
import { servingHeaders, type FileStore } from '../../platform/uploads/index.js';
import type { UploadQuota } from '../../platform/uploads/quota.js';
import { actorOf } from '../staff/index.js';
import type { CannedReplies } from './canned.js';
import type { SupportDesk } from './desk.js';

const imageParams = z.strictObject({ key: z.string().min(1).max(64) });
/** The image field of an agent's image reply. */
const IMAGE_FILE = 'image';

/**
 * Support chat in the back office (`support.chat`: the support role and superadmins): the
 * queue, a conversation with its notes and customer, and the agent's actions, each audited.
 */
export function supportStaffRoutes(
  app: ZodApp,
  deps: { desk: SupportDesk; canned: CannedReplies; store: FileStore; uploads: UploadQuota },
): void {
  const { desk, canned } = deps;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const config = { access: 'support.chat' as const };
  const conversation = { 200: envelope(supportDeskConversation) };
  const idOf = (request: { params: { id: number } }) => String(request.params.id);

  app.get(
    AdminPaths.supportQueue,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'The queue: waiting (longest wait first), mine, open or closed conversations, ' +
          'searched by customer or message text. Asking marks the caller online.',
        querystring: supportQueueQuery,
        response: { 200: envelope(supportQueuePage) },
      },
    },
    async (request) => {
      const staffId = actorOf(request).staffId;
      await desk.seen(staffId);
      return ok(request, await desk.queue(staffId, request.query));
    },
  );

  app.get(
    AdminPaths.supportAgents,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The agents a conversation can be handed to (online ones first)',
        response: { 200: envelope(supportAgents) },
      },
    },
    async (request) => ok(request, await desk.agents()),
  );

  app.get(
    AdminPaths.supportCanned,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Every canned reply, by language then title',
        response: { 200: envelope(supportCannedReplies) },
      },
    },
    async (request) => ok(request, await canned.list()),
  );

  app.post(
    AdminPaths.supportCanned,
    {
      config,
      schema: {
        tags,
        security,
        summary: `Adds a canned reply (a title is unique per language; at most ${SUPPORT_CANNED_MAX})`,
        body: supportCannedBody,
        response: { 200: envelope(supportCannedReply) },
      },
    },
    async (request) => ok(request, await canned.create(actorOf(request), request.body)),
  );

  app.post(
    AdminPaths.supportCannedOne,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Changes a canned reply',
        params: idParams,
        body: supportCannedBody,
        response: { 200: envelope(supportCannedReply) },
      },
    },
    async (request) =>
      ok(request, await canned.update(actorOf(request), idOf(request), request.body)),
  );

  app.post(
    AdminPaths.supportCannedDelete,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Deletes a canned reply',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await canned.delete(actorOf(request), idOf(request));
      return ok(request, null);
    },
  );

  app.get(
    AdminPaths.supportConversation,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A conversation with every message, internal notes included, and its customer',
        params: idParams,
        response: conversation,
      },
    },
    async (request) => ok(request, await desk.conversation(idOf(request))),
  );

  app.post(
    AdminPaths.supportClaim,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Takes a waiting conversation (another agent was first: 10044)',
        params: idParams,
        response: conversation,
      },
    },
    async (request) => ok(request, await desk.claim(actorOf(request), idOf(request))),
  );

  app.post(
    AdminPaths.supportTransfer,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Hands a conversation to another active agent',
        params: idParams,
        body: supportTransferBody,
        response: conversation,
      },
    },
    async (request) =>
      ok(request, await desk.transfer(actorOf(request), idOf(request), request.body.staffId)),
  );

  app.post(
    AdminPaths.supportReply,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Replies to the customer (taking a waiting conversation; another agent’s: 10043) ' +
          'or, with internal, adds a note only staff see',
        params: idParams,
        body: supportReplyBody,
        response: conversation,
      },
    },
    async (request) =>
      ok(
        request,
        await desk.reply(actorOf(request), idOf(request), {
          body: request.body.body,
          internal: request.body.internal ?? false,
        }),
      ),
  );

  app.post(
    AdminPaths.supportReplyImage,
    {
      config,
      schema: {
        ...multipartBody,
        tags,
        security,
        summary:
          'Replies with an image (JPEG, PNG or JPEG 2000, at most 5 MB; re-encoded without ' +
          'metadata) and an optional text, in a multipart form; the same rules as a reply. ' +
          'Images count against the hourly upload allowance (10064).',
        params: idParams,
        response: conversation,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await deps.uploads.take(`staff:${actor.staffId}`, 1);
      const form = await readImageForm(request, supportReplyImageFields, [IMAGE_FILE]);
      const image = form.images[IMAGE_FILE];
      if (!image) throw new AppError(Code.IMAGE_REQUIRED);
      return ok(
        request,
        await withStoredImages(deps.store, { [IMAGE_FILE]: image }, (keys) =>
          desk.reply(actor, idOf(request), {
            body: form.fields.body ?? '',
            internal: false,
            imageKey: keys[IMAGE_FILE]!,
          }),
        ),
      );
    },
  );

  app.post(
    AdminPaths.supportTyping,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'The agent is typing a reply (the customer sees it for a few seconds; another ' +
          'agent’s conversation: 10043; a closed one: 10044)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await desk.typing(actorOf(request), idOf(request));
      return ok(request, null);
    },
  );

  app.post(
    AdminPaths.supportRead,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The agents have read the customer’s messages up to upTo',
        params: idParams,
        body: supportReadBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await desk.markRead(idOf(request), request.body.upTo);
      return ok(request, null);
    },
  );

  app.post(
    AdminPaths.supportClose,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Closes a conversation (the customer’s next message opens a new one)',
        params: idParams,
        response: conversation,
      },
    },
    async (request) => ok(request, await desk.close(actorOf(request), idOf(request))),
  );

  app.post(
    AdminPaths.supportReopen,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Reopens a closed conversation with the caller as its agent (the customer has ' +
          'another open one: 10044)',
        params: idParams,
        response: conversation,
      },
    },
    async (request) => ok(request, await desk.reopen(actorOf(request), idOf(request))),
  );

  app.get(
    AdminPaths.supportImage,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'An image sent in a support conversation',
        params: imageParams,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const bytes = (await desk.isImage(key)) ? await deps.store.get(key) : undefined;
      if (!bytes) throw new AppError(Code.NOT_FOUND);
      return reply.headers(servingHeaders(key)).send(bytes);
    },
  );
}
