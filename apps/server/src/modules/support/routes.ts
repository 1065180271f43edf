import {
  Code,
  Paths,
  SUPPORT_VISITOR_HEADER,
  envelope,
  markSupportReadBody,
  sendSupportImageFields,
  sendSupportMessageBody,
  sendSupportMessageResult,
  startVisitorBody,
  startVisitorResult,
  supportConversationResult,
  supportImageParams,
  supportStatusResult,
  supportTypingBody,
  sendSupportTranscriptBody,
  sendSupportTranscriptResult,
} from '@swx/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { AppError, RateLimitedError } from '../../platform/http/errors.js';
import { requestLanguage } from '../../platform/http/language.js';
import { multipartBody, readImageForm, withStoredImages } from '../../platform/http/multipart.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { RateLimiter } from '../../platform/rate-limiter.js';
import { servingHeaders, type FileStore } from '../../platform/uploads/index.js';
import type { UploadQuota } from '../../platform/uploads/quota.js';
import { optionalAuth, type IdentityService } from '../identity/index.js';
import type { SupportOwner, SupportService } from './service.js';
import type { SupportTranscripts } from './transcript.js';

/** The image field of POST /support/sendImage. */
const IMAGE_FILE = 'image';
/** Visitors one address may start per hour. */
export const VISITORS_PER_IP_HOUR = 5;
const HOUR_MS = 3_600_000;

const visitorHeaders = z.object({
  [SUPPORT_VISITOR_HEADER]: z.string().max(100).optional(),
});

/**
 * Support chat, the customer's side (issue 21): a signed-in customer chats as themselves (the
 * bearer token); a visitor gives an email first and shows the token they were given in the
 * `x-support-visitor` header. Either reads only their own conversation and images: anything
 * else answers 404.
 */
export function supportRoutes(
  app: ZodApp,
  deps: {
    identity: Pick<IdentityService, 'authenticate'>;
    support: SupportService;
    transcripts: SupportTranscripts;
    store: FileStore;
    limiter: RateLimiter;
    uploads: UploadQuota;
  },
): void {
  const { support } = deps;
  const maybeAuth = optionalAuth(deps.identity);
  const tags = ['support'];
  /** What every route of a conversation's owner documents: a bearer token or a visitor's. */
  const ownerSchema = {
    tags,
    security: [{ bearer: [] }, { visitor: [] }] as Array<Record<string, string[]>>,
    headers: visitorHeaders,
  };

  const owners = new WeakMap<FastifyRequest, SupportOwner>();
  /**
   * Before anything is read: the caller as an owner, the signed-in user, else the visitor of
   * the token; neither answers 401 (whatever the body holds).
   */
  async function requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await maybeAuth(request, reply);
    if (request.auth) {
      owners.set(request, { kind: 'user', id: request.auth.user.id });
      return;
    }
    const token = request.headers[SUPPORT_VISITOR_HEADER];
    const visitor = typeof token === 'string' ? await support.visitorOf(token) : undefined;
    if (visitor === undefined) throw new AppError(Code.UNAUTHORIZED);
    owners.set(request, { kind: 'visitor', id: visitor });
  }
  function ownerOf(request: FastifyRequest): SupportOwner {
    const owner = owners.get(request);
    if (!owner) throw new Error('support route without requireOwner');
    return owner;
  }

  app.get(
    Paths.supportStatus,
    {
      schema: {
        tags,
        summary:
          'Whether an agent is online now, and the median minutes to a first reply over the ' +
          'last 7 days (null without data)',
        response: { 200: envelope(supportStatusResult) },
      },
    },
    async (request) => ok(request, await support.status()),
  );

  app.post(
    Paths.supportStartVisitor,
    {
      schema: {
        tags,
        summary:
          'A visitor without an account gives an email to chat; answers the token their ' +
          'browser sends back in x-support-visitor. Five per address per hour (10030 beyond).',
        body: startVisitorBody,
        response: { 200: envelope(startVisitorResult) },
      },
    },
    async (request) => {
      const window = await deps.limiter.hit(`support:visitor:${request.ip}`, HOUR_MS);
      if (window.count > VISITORS_PER_IP_HOUR) {
        throw new RateLimitedError(Code.TOO_MANY_ATTEMPTS, window.resetMs);
      }
      const token = await support.startVisitor(request.body.email, requestLanguage(request));
      return ok(request, { token });
    },
  );

  app.get(
    Paths.supportConversation,
    {
      onRequest: requireOwner,
      schema: {
        ...ownerSchema,
        summary:
          'The caller’s conversation not closed, else their newest one (null before the ' +
          'first message), with its newest messages and the read state',
        response: { 200: envelope(supportConversationResult) },
      },
    },
    async (request) => ok(request, { conversation: await support.conversation(ownerOf(request)) }),
  );

  app.post(
    Paths.supportSend,
    {
      onRequest: requireOwner,
      schema: {
        ...ownerSchema,
        summary:
          'Sends a message, opening a conversation when none is open (topic: the contact ' +
          'form’s). A retry with the same clientId answers the first message. Too many per ' +
          'minute: 10077; too many conversations in 24 h: 10078.',
        body: sendSupportMessageBody,
        response: { 200: envelope(sendSupportMessageResult) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const sent = await support.send(owner, request.body, requestLanguage(request));
      return ok(request, { conversationId: sent.conversationId, message: sent.message });
    },
  );

  app.post(
    Paths.supportSendImage,
    {
      onRequest: requireOwner,
      schema: {
        ...multipartBody,
        ...ownerSchema,
        summary:
          'Sends an image (JPEG, PNG or JPEG 2000, at most 5 MB; re-encoded without metadata) with an ' +
          'optional text, in a multipart form with clientId. Images count against the ' +
          'hourly upload allowance (10064).',
        response: { 200: envelope(sendSupportMessageResult) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      await deps.uploads.take(`${owner.kind}:${owner.id}`, 1);
      const form = await readImageForm(request, sendSupportImageFields, [IMAGE_FILE]);
      const image = form.images[IMAGE_FILE];
      if (!image) throw new AppError(Code.IMAGE_REQUIRED);
      const sent = await withStoredImages(deps.store, { [IMAGE_FILE]: image }, (keys) =>
        support.send(
          owner,
          { ...form.fields, imageKey: keys[IMAGE_FILE]! },
          requestLanguage(request),
        ),
      );
      return ok(request, { conversationId: sent.conversationId, message: sent.message });
    },
  );

  app.post(
    Paths.supportMarkRead,
    {
      onRequest: requireOwner,
      schema: {
        ...ownerSchema,
        summary: 'The caller has read the agents’ messages up to upTo (a foreign id: 404)',
        body: markSupportReadBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      await support.markRead(owner, request.body.conversationId, request.body.upTo);
      return ok(request, null);
    },
  );

  app.post(
    Paths.supportTyping,
    {
      onRequest: requireOwner,
      schema: {
        ...ownerSchema,
        summary:
          'The caller is typing in their conversation (not closed; a foreign id: 404); the ' +
          'agents see it for a few seconds',
        body: supportTypingBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await support.typing(ownerOf(request), request.body.conversationId);
      return ok(request, null);
    },
  );

  app.post(
    Paths.supportTranscript,
    {
      onRequest: requireOwner,
      schema: {
        ...ownerSchema,
        summary:
          'Mails the caller’s conversation (a foreign id: 404) to their account’s email; a ' +
          'visitor’s email is proven first: without a code one is mailed (codeSent), with it ' +
          'the transcript (sent). Wrong code 10027, expired 10028, five per hour (10030).',
        body: sendSupportTranscriptBody,
        response: { 200: envelope(sendSupportTranscriptResult) },
      },
    },
    async (request) =>
      ok(
        request,
        await deps.transcripts.send(
          ownerOf(request),
          request.body.conversationId,
          request.body.code,
        ),
      ),
  );

  app.get(
    Paths.supportImage,
    {
      onRequest: requireOwner,
      schema: {
        ...ownerSchema,
        summary: 'An image of the caller’s conversation (anyone else’s: 404)',
        params: supportImageParams,
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { key } = request.params;
      const bytes = (await support.ownsImage(owner, key)) ? await deps.store.get(key) : undefined;
      if (!bytes) throw new AppError(Code.NOT_FOUND);
      return reply.headers(servingHeaders(key)).send(bytes);
    },
  );
}
