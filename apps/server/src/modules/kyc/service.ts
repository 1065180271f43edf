import {
  Code,
  type IdentificationFields,
  type IdentificationStatus,
  type KycPhoto,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { uniqueViolation } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { NotificationService } from '../notifications/index.js';
import { audit } from '../audit/index.js';
import { type Staff } from '../staff/index.js';
import { rows } from '../../platform/db/rows.js';

/**
 * Identity verification (spec sections 3–6; domain.md): not certified → pending review →
 * verified | not passed (with the reason shown to the user, who may submit again). Reviews are
 * expected within 48 hours. Withdrawals and loans need `verified`.
 */

const ADULT_YEARS = 18;
const OLDEST_YEARS = 120;

interface KycRow {
  id: string;
  user_id: string;
  status: 'pending' | 'verified' | 'rejected';
  reason: string | null;
  submitted_at: string | Date;
  reviewed_at: string | Date | null;
}

export interface KycApplication extends IdentificationFields {
  id: string;
  userId: string;
  status: 'pending' | 'verified' | 'rejected';
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  files: Record<KycPhoto, string>;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export class KycService {
  constructor(
    private readonly deps: {
      db: Db;
      notifications: Pick<NotificationService, 'add'>;
      now: () => Date;
    },
  ) {}

  /** The user's verification status (that of the latest submission). */
  async status(userId: number, db: Db = this.deps.db): Promise<IdentificationStatus> {
    const [row] = rows<KycRow>(
      await db.execute(sql`
        select id::text, user_id::text, status, reason, submitted_at, reviewed_at
        from kyc_applications where user_id = ${userId} order by kyc_applications.id desc limit 1`),
    );
    if (!row) return { status: 'none', reason: null, submittedAt: null, reviewedAt: null };
    return {
      status: row.status,
      reason: row.reason,
      submittedAt: iso(row.submitted_at),
      reviewedAt: iso(row.reviewed_at),
    };
  }

  /**
   * The user's verified record (the latest submission, when it is verified): the applicant
   * details a loan is signed with. Undefined when the user is not verified.
   */
  async verifiedRecord(
    userId: number,
    db: Db = this.deps.db,
  ): Promise<(IdentificationFields & { id: string; files: Record<KycPhoto, string> }) | undefined> {
    const [row] = rows<{
      id: string;
      status: string;
      first_name: string;
      last_name: string;
      sex: IdentificationFields['sex'];
      birthdate: string | Date;
      country: string;
      address: string;
      phone: string;
      document_type: IdentificationFields['documentType'];
      front_key: string;
      back_key: string;
      hand_key: string;
    }>(
      await db.execute(sql`
        select id::text, status, first_name, last_name, sex, birthdate::text as birthdate,
          country, address, phone, document_type, front_key, back_key, hand_key
        from kyc_applications where user_id = ${userId}
        order by kyc_applications.id desc limit 1`),
    );
    if (row?.status !== 'verified') return undefined;
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      sex: row.sex,
      birthdate: String(row.birthdate).slice(0, 10),
      country: row.country,
      address: row.address,
      phone: row.phone,
      documentType: row.document_type,
      files: { front: row.front_key, back: row.back_key, hand: row.hand_key },
    };
  }

  async isVerified(userId: number, db: Db = this.deps.db): Promise<boolean> {
    return (await this.status(userId, db)).status === 'verified';
  }

  /** Checks what the schema cannot: a real calendar date, an adult applicant. */
  validate(fields: IdentificationFields): void {
    const [y, m, d] = fields.birthdate.split('-').map(Number) as [number, number, number];
    const born = new Date(Date.UTC(y, m - 1, d));
    const real =
      born.getUTCFullYear() === y && born.getUTCMonth() === m - 1 && born.getUTCDate() === d;
    const now = this.deps.now();
    const adultBy = new Date(Date.UTC(y + ADULT_YEARS, m - 1, d));
    const oldest = new Date(Date.UTC(now.getUTCFullYear() - OLDEST_YEARS, 0, 1));
    if (!real || adultBy > now || born < oldest) throw new AppError(Code.INVALID_PARAMS);
  }

  /** Whether the user may submit now (not pending, not verified). */
  async assertCanSubmit(userId: number, db: Db = this.deps.db): Promise<void> {
    const { status } = await this.status(userId, db);
    if (status === 'pending' || status === 'verified') {
      throw new AppError(Code.VERIFICATION_STATUS_INCORRECT);
    }
  }

  async submit(
    tx: Db,
    userId: number,
    fields: IdentificationFields,
    files: Record<KycPhoto, string>,
  ): Promise<IdentificationStatus> {
    await this.assertCanSubmit(userId, tx);
    try {
      await tx.transaction(async (sp) => {
        await sp.execute(sql`
          insert into kyc_applications (user_id, status, first_name, last_name, sex, birthdate,
            country, address, phone, document_type, front_key, back_key, hand_key, submitted_at)
          values (${userId}, 'pending', ${fields.firstName}, ${fields.lastName}, ${fields.sex},
            ${fields.birthdate}, ${fields.country}, ${fields.address}, ${fields.phone},
            ${fields.documentType}, ${files.front}, ${files.back}, ${files.hand},
            ${this.deps.now().toISOString()})`);
      });
    } catch (error) {
      // Two submissions at once: the one-pending index lets one through.
      if (uniqueViolation(error) === 'kyc_applications_one_pending_key') {
        throw new AppError(Code.VERIFICATION_STATUS_INCORRECT);
      }
      throw error;
    }
    return this.status(userId, tx);
  }

  async ownsFile(userId: number, key: string): Promise<boolean> {
    const found = rows(
      await this.deps.db.execute(sql`
        select 1 from kyc_applications where user_id = ${userId}
          and ${key} in (front_key, back_key, hand_key)`),
    );
    return found.length > 0;
  }

  /** Applications by status, oldest first (the review queue), with their photos' keys. */
  async list(status: KycApplication['status'], page: number, pageSize: number) {
    const [count] = rows<{ n: string }>(
      await this.deps.db.execute(
        sql`select count(*)::text as n from kyc_applications where status = ${status}`,
      ),
    );
    const items = rows<Record<string, string | Date | null>>(
      await this.deps.db.execute(sql`
        select id::text, user_id::text, status, first_name, last_name, sex, birthdate::text,
          country, address, phone, document_type, front_key, back_key, hand_key, reason,
          submitted_at, reviewed_at
        from kyc_applications where status = ${status}
        order by kyc_applications.id limit ${pageSize} offset ${(page - 1) * pageSize}`),
    ).map((r): KycApplication => ({
      id: r.id as string,
      userId: r.user_id as string,
      status: r.status as KycApplication['status'],
      firstName: r.first_name as string,
      lastName: r.last_name as string,
      sex: r.sex as KycApplication['sex'],
      birthdate: r.birthdate as string,
      country: r.country as string,
      address: r.address as string,
      phone: r.phone as string,
      documentType: r.document_type as KycApplication['documentType'],
      reason: r.reason as string | null,
      submittedAt: iso(r.submitted_at as string)!,
      reviewedAt: iso(r.reviewed_at as string | null),
      files: {
        front: r.front_key as string,
        back: r.back_key as string,
        hand: r.hand_key as string,
      },
    }));
    return { items, total: Number(count!.n), page, pageSize };
  }

  /** Verifies or rejects a pending application, once, with an audit record. */
  async decide(
    tx: Db,
    staff: Staff,
    id: number,
    decision: { verify: true } | { verify: false; reason: string },
    ip: string,
  ): Promise<{ userId: number; status: 'verified' | 'rejected' }> {
    const [row] = rows<KycRow>(
      await tx.execute(sql`
        select id::text, user_id::text, status, reason, submitted_at, reviewed_at
        from kyc_applications where id = ${id} for update`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    if (row.status !== 'pending') throw new AppError(Code.ALREADY_DECIDED);
    const status = decision.verify ? 'verified' : 'rejected';
    const reason = decision.verify ? null : decision.reason;
    const now = this.deps.now();
    await tx.execute(sql`
      update kyc_applications set status = ${status}, reason = ${reason},
        reviewed_at = ${now.toISOString()}, reviewed_by = ${staff.id}
      where id = ${id}`);
    await audit(
      tx,
      {
        staffId: staff.id,
        action: decision.verify ? 'kyc.verify' : 'kyc.reject',
        targetType: 'kyc',
        targetId: id,
        reason,
        before: { status: 'pending' },
        after: { status },
        ip,
      },
      now,
    );
    await this.deps.notifications.add(
      tx,
      Number(row.user_id),
      decision.verify ? 'kyc.verified' : 'kyc.rejected',
      { reason },
    );
    return { userId: Number(row.user_id), status };
  }
}
