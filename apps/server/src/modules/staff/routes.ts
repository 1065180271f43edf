import { Code, envelope } from '@swx/contract';
import {
  AdminPaths,
  fileParams,
  newStaffBody,
  setupBody,
  setupState,
  staffAccount,
  staffChangeBody,
  staffList,
  staffLoginBody,
  staffLoginResult,
  staffSession,
  staffView,
  totpBody,
} from '@swx/contract/admin';
import { z } from 'zod';
import { idParams } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import type { ZodApp } from '../../platform/http/types.js';
import { isUploadKey, servingHeaders, type FileStore } from '../../platform/uploads/index.js';
import { PERMISSIONS, staffOf, staffToken } from './access.js';
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
    AdminPaths.setup,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the first superadmin is still to be created (first start)',
        response: { 200: envelope(setupState) },
      },
    },
    async (request) => ok(request, { needed: await service.setupNeeded() }),
  );

  app.post(
    AdminPaths.setup,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Creates the first superadmin with the one-time token printed at start',
        body: setupBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { token, ...account } = request.body;
      await service.setup(token, account, request.ip);
      return ok(request, null);
    },
  );

  app.post(
    AdminPaths.login,
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
        body: staffLoginBody,
        response: { 200: envelope(staffLoginResult) },
      },
    },
    async (request) =>
      ok(request, await service.login(request.body.username, request.body.password, request.ip)),
  );

  app.post(
    AdminPaths.loginTotp,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Staff sign-in, second step: the authenticator code',
        description:
          'A right code opens a session (8 hours at most, ended by 30 minutes without a ' +
          'request). A wrong or already used code answers 10027; an expired or spent challenge ' +
          '10028.',
        body: totpBody,
        response: { 200: envelope(staffSession) },
      },
    },
    async (request) =>
      ok(request, await service.loginTotp(request.body.challenge, request.body.code, request.ip)),
  );

  app.get(
    AdminPaths.me,
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
    AdminPaths.logout,
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
    AdminPaths.file,
    {
      config: { access: 'files.view' },
      schema: {
        tags,
        security,
        summary: 'An uploaded image (proof or KYC photo)',
        params: fileParams,
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

  app.get(
    AdminPaths.staff,
    {
      config: { access: 'staff.manage' },
      schema: {
        tags,
        security,
        summary: 'Staff accounts',
        response: { 200: envelope(staffList) },
      },
    },
    async (request) => ok(request, { items: await service.listStaff() }),
  );

  app.post(
    AdminPaths.staff,
    {
      config: { access: 'staff.manage' },
      schema: {
        tags,
        security,
        summary: 'Adds a staff member (they enrol their authenticator at the first sign-in)',
        body: newStaffBody,
        response: { 200: envelope(staffAccount) },
      },
    },
    async (request) =>
      ok(request, await service.createStaff(staffOf(request), request.body, request.ip)),
  );

  app.post(
    AdminPaths.staffById,
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
        body: staffChangeBody,
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
