import { Code, email, envelope, newPassword, username } from '@swx/contract';
import { z } from 'zod';
import { idParams, invalid, reasonBody } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import type { ZodApp } from '../../platform/http/types.js';
import { isUploadKey, servingHeaders, type FileStore } from '../../platform/uploads/index.js';
import { PERMISSIONS, STAFF_ROLES, staffOf, staffToken } from './access.js';
import type { StaffService } from './service.js';

/**
 * Staff's own API under /swx/admin: set-up, sign-in, staff accounts and the uploaded files the
 * review queues show (docs/adr/0010). Each module registers its own staff routes beside it.
 */

export function staffRoutes(app: ZodApp, deps: { staff: StaffService; store: FileStore }): void {
  const { staff: service, store } = deps;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  app.get(
    '/setup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the first superadmin is still to be created (first start)',
        response: { 200: envelope(z.object({ needed: z.boolean() })) },
      },
    },
    async (request) => ok(request, { needed: await service.setupNeeded() }),
  );

  app.post(
    '/setup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Creates the first superadmin with the one-time token printed at start',
        body: z.strictObject(
          { token: z.string().min(1).max(200), username, email, password: newPassword },
          invalid,
        ),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { token, ...account } = request.body;
      await service.setup(token, account, request.ip);
      return ok(request, null);
    },
  );

  const staffView = z.object({
    id: z.number(),
    username: z.string(),
    role: z.enum(STAFF_ROLES),
    permissions: z.array(z.string()),
  });

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Staff sign-in, first step: the password',
        description:
          'Answers a challenge for the second step (POST /login/totp), valid 5 minutes for 5 ' +
          'tries. On the first sign-in it also carries a new TOTP secret and its otpauth URL, to ' +
          'show once as a QR code; the first right code enrols it. 10 tries per address and per ' +
          'account in 15 minutes.',
        body: z.strictObject(
          { username: z.string().min(1).max(64), password: z.string().min(1).max(256) },
          invalid,
        ),
        response: {
          200: envelope(
            z.discriminatedUnion('step', [
              z.object({ step: z.literal('totp'), challenge: z.string() }),
              z.object({
                step: z.literal('enrol'),
                challenge: z.string(),
                secret: z.string(),
                otpauthUrl: z.string(),
              }),
            ]),
          ),
        },
      },
    },
    async (request) =>
      ok(request, await service.login(request.body.username, request.body.password, request.ip)),
  );

  app.post(
    '/login/totp',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Staff sign-in, second step: the authenticator code',
        description:
          'A right code opens a session (8 hours at most, ended by 30 minutes without a ' +
          'request). A wrong or already used code answers 10027; an expired or spent challenge ' +
          '10028.',
        body: z.strictObject(
          {
            challenge: z.string().min(1).max(100),
            code: z.string().regex(/^\d{6}$/, invalid),
          },
          invalid,
        ),
        response: {
          200: envelope(
            z.object({
              token: z.string(),
              expiresAt: z.string(),
              idleSeconds: z.number(),
              staff: staffView,
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(request, await service.loginTotp(request.body.challenge, request.body.code, request.ip)),
  );

  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'The signed-in staff member',
        response: { 200: envelope(staffView) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return ok(request, { ...staff, permissions: [...PERMISSIONS[staff.role]] });
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await service.logout(staffOf(request), staffToken(request)!, request.ip);
      return ok(request, null);
    },
  );

  // ---- files -----------------------------------------------------------------------------

  app.get(
    '/files/:key',
    {
      config: { access: 'files.view' },
      schema: {
        tags,
        security,
        summary: 'An uploaded image (proof or KYC photo)',
        params: z.strictObject({ key: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const bytes = isUploadKey(key) ? await store.get(key) : undefined;
      if (!bytes) throw new AppError(Code.NOT_FOUND);
      return reply.headers(servingHeaders(key)).send(bytes);
    },
  );

  // ---- staff accounts ------------------------------------------------------------------------

  const staffAccount = z.object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    status: z.enum(['active', 'disabled']),
    enrolled: z.boolean(),
    createdAt: z.string(),
    lastSignInAt: z.string().nullable(),
  });

  app.get(
    '/staff',
    {
      config: { access: 'staff.manage' },
      schema: {
        tags,
        security,
        summary: 'Staff accounts',
        response: { 200: envelope(z.object({ items: z.array(staffAccount) })) },
      },
    },
    async (request) => ok(request, { items: await service.listStaff() }),
  );

  app.post(
    '/staff',
    {
      config: { access: 'staff.manage' },
      schema: {
        tags,
        security,
        summary: 'Adds a staff member (they enrol their authenticator at the first sign-in)',
        body: z.strictObject(
          { username, email, password: newPassword, role: z.enum(STAFF_ROLES, invalid) },
          invalid,
        ),
        response: { 200: envelope(staffAccount) },
      },
    },
    async (request) =>
      ok(request, await service.createStaff(staffOf(request), request.body, request.ip)),
  );

  app.post(
    '/staff/:id',
    {
      config: { access: 'staff.manage' },
      schema: {
        tags,
        security,
        summary: 'Changes a staff member’s role or status, or clears their authenticator',
        description:
          'Disabling, a new role and a cleared authenticator end the member’s sessions. Nobody ' +
          'changes their own account; the last active superadmin cannot be demoted or disabled ' +
          '(10043).',
        params: idParams,
        body: z
          .strictObject(
            {
              role: z.enum(STAFF_ROLES, invalid).optional(),
              status: z.enum(['active', 'disabled'], invalid).optional(),
              resetTotp: z.literal(true, invalid).optional(),
              reason: reasonBody.shape.reason,
            },
            invalid,
          )
          .refine(
            (b) => b.role !== undefined || b.status !== undefined || b.resetTotp !== undefined,
            invalid,
          ),
        response: { 200: envelope(staffAccount) },
      },
    },
    async (request) => {
      const { reason, ...change } = request.body;
      return ok(
        request,
        await service.updateStaff(staffOf(request), request.params.id, change, reason, request.ip),
      );
    },
  );
}
