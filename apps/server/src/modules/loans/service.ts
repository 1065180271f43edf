import { createHash } from 'node:crypto';
import {
  ASSET_SCALE,
  Code,
  annualRate,
  chargeableDaysAt,
  interestExact,
  interestRounded,
  loanDueAt,
  loanFigures,
  ratePercent,
  renderAgreement,
  type Language,
  type LoanAgreement,
  type LoanApplicant,
  type LoanApplicationFields,
  type LoanDetail,
  type LoanLevel,
  type LoanPage,
  type LoanProductList,
  type LoanQuote,
  type LoanQuoteBody,
  type LoanRecord,
  type LoanRepayment,
  type LoanStanding,
  type LoanStatus,
  type RepayLoanBody,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { allOf, pageOf } from '../../platform/db/paging.js';
import { iso, rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { amountParameter, countParameter, publicParameter } from '../../platform/parameters.js';
import { fromUnits, plain, toUnits, usdt } from '../../platform/units.js';
import type { KycService } from '../kyc/index.js';
import {
  FundsShortfall,
  PlatformAccount,
  post,
  unitsOf,
  type Leg,
  type LedgerService,
} from '../ledger/index.js';
import type { NotificationService } from '../notifications/index.js';
import {
  interestFreeDays,
  maxFor,
  poolAvailable,
  productColumns,
  productFrom,
  termsOf,
  toProduct,
  type LoanProductRow,
} from './products.js';
import { LOAN_ACTIVE_SQL } from './tables.js';
import { textIn } from '../../platform/db/texts.js';
import { claimEach } from '../../platform/db/claim.js';

/**
 * Loans (domain.md "Loan", docs/adr/0025). An application is priced by `quote` (the same
 * figures the agreement is filled with), signed with a drawn signature and stored with the
 * rendered agreement and its SHA-256; staff approve it (two different staff above
 * `loan.fourEyesUsdt`, the first moving it to `signed`) or reject it. Approval posts one journal
 * from the loan pool to the borrower's available balance. Interest accrues for each day begun
 * after the interest-free days, to the due date and no further, on the principal outstanding;
 * repayments pay interest first, then principal (the principal back to the pool, the interest to
 * interest income). At the due date the engine (`collectDue`) takes what the available balance
 * covers; a remainder makes the loan overdue (`expired`).
 */

const USDT = ASSET_SCALE.USDT;
const ID = /^[1-9]\d{0,17}$/;
const MAX_ACTIVE_KEY = 'loan.maxActive';
export const FOUR_EYES_KEY = 'loan.fourEyesUsdt';
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

export const loanNo = (id: string) => `LN${id.padStart(10, '0')}`;

/** USDT units as people read an agreement: two decimals at least, every decimal there is. */
export function agreementMoney(units: bigint): string {
  const text = fromUnits(units, USDT);
  const [whole, fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${trimmed}`;
}

const DOCUMENT_NAMES: Record<LoanApplicant['documentType'], Record<Language, string>> = {
  id_card: {
    en: 'ID card',
    zh: '身份证',
    hk: '身份證',
    ja: '身分証明書',
    ko: '신분증',
    de: 'Personalausweis',
    fr: 'carte d’identité',
    es: 'documento de identidad',
    it: 'carta d’identità',
    ar: 'بطاقة الهوية',
  },
  driver_licence: {
    en: 'driving licence',
    zh: '驾驶证',
    hk: '駕駛執照',
    ja: '運転免許証',
    ko: '운전면허증',
    de: 'Führerschein',
    fr: 'permis de conduire',
    es: 'permiso de conducir',
    it: 'patente di guida',
    ar: 'رخصة القيادة',
  },
  passport: {
    en: 'passport',
    zh: '护照',
    hk: '護照',
    ja: 'パスポート',
    ko: '여권',
    de: 'Reisepass',
    fr: 'passeport',
    es: 'pasaporte',
    it: 'passaporto',
    ar: 'جواز السفر',
  },
};

/** A loan as its select reads it. */
export interface LoanRow {
  id: string;
  user_id: string;
  product_id: number;
  product_name: string;
  amount: string;
  term_days: number;
  daily_rate: string;
  interest_free_days: number;
  total_interest: string;
  repayment_amount: string;
  status: LoanStatus;
  signed_at: string | Date;
  disbursed_at: string | Date | null;
  due_at: string | Date | null;
  principal_repaid: string;
  interest_exact: string;
  interest_charged: string;
  interest_days: number;
  interest_paid: string;
  closed_at: string | Date | null;
  reject_reason: string | null;
  agreement_version: number;
  agreement_sha256: string;
}

export function loanColumns(language: Language) {
  return sql`l.id::text, l.user_id::text, l.product_id,
    coalesce(${textIn(sql`loan_product_texts`, sql`t.product_id = l.product_id`, 'name', language)},
      p.code) as product_name,
    l.amount::text, l.term_days, l.daily_rate::text, l.interest_free_days,
    l.total_interest::text, l.repayment_amount::text, l.status, l.signed_at, l.disbursed_at,
    l.due_at, l.principal_repaid::text, l.interest_exact::text, l.interest_charged::text,
    l.interest_days, l.interest_paid::text, l.closed_at, l.reject_reason, l.agreement_version,
    l.agreement_sha256`;
}
export const loanFrom = sql`loans l join loan_products p on p.id = l.product_id`;

/** A loan's interest brought up to `at`: what `interest_*` would hold after counting to then. */
export interface Accrued {
  exact: bigint;
  charged: bigint;
  days: number;
}

export function accruedAt(r: LoanRow, at: Date): Accrued {
  const current = {
    exact: BigInt(plainInteger(r.interest_exact)),
    charged: unitsOf(r.interest_charged, USDT),
    days: r.interest_days,
  };
  if (r.disbursed_at === null) return current;
  const days = chargeableDaysAt(new Date(r.disbursed_at), at, r.term_days, r.interest_free_days);
  if (days <= current.days) return current;
  const outstanding = unitsOf(r.amount, USDT) - unitsOf(r.principal_repaid, USDT);
  const exact =
    current.exact + interestExact(outstanding, plain(r.daily_rate), days - current.days);
  return { exact, charged: interestRounded(exact), days };
}

/** NUMERIC integer text ("123" or "123.000…"), as the exact-interest column reads. */
function plainInteger(text: string): string {
  return text.split('.')[0]!;
}

/** What settles the loan once interest is counted to `accrued`. */
export function owedOf(r: LoanRow, accrued: Accrued): bigint {
  return (
    unitsOf(r.amount, USDT) -
    unitsOf(r.principal_repaid, USDT) +
    accrued.charged -
    unitsOf(r.interest_paid, USDT)
  );
}

function toRecord(r: LoanRow, now: Date): LoanRecord {
  const open = r.status === 'repaying' || r.status === 'expired';
  const accrued = accruedAt(r, now);
  return {
    id: r.id,
    loanNo: loanNo(r.id),
    productId: r.product_id,
    productName: r.product_name,
    amount: usdt(r.amount),
    termDays: r.term_days,
    dailyRate: plain(r.daily_rate),
    interestFreeDays: r.interest_free_days,
    totalInterest: usdt(r.total_interest),
    repaymentAmount: usdt(r.repayment_amount),
    status: r.status,
    appliedAt: iso(r.signed_at),
    disbursedAt: isoOrNull(r.disbursed_at),
    dueAt: isoOrNull(r.due_at),
    interestToDate: fromUnits(accrued.charged, USDT),
    principalRepaid: usdt(r.principal_repaid),
    interestPaid: usdt(r.interest_paid),
    outstanding: fromUnits(open ? owedOf(r, accrued) : 0n, USDT),
    closedAt: isoOrNull(r.closed_at),
    rejectReason: r.reject_reason,
  };
}

export interface LoanDeps {
  db: Db;
  now: () => Date;
  kyc: Pick<KycService, 'verifiedRecord' | 'status'>;
  ledger: Pick<LedgerService, 'balances'>;
  notifications: Pick<NotificationService, 'add' | 'announce'>;
}

export interface RepaymentResult {
  loan: LoanDetail;
  journalId: number;
}

export class LoanService {
  constructor(private readonly deps: LoanDeps) {}

  private now(): Date {
    return this.deps.now();
  }

  // ---- products and standing --------------------------------------------------------------------

  async products(userId: number, language: Language): Promise<LoanProductList> {
    const { db } = this.deps;
    const found = rows<LoanProductRow>(
      await db.execute(sql`
        select ${productColumns()} from ${productFrom(language)}
        where p.active order by p.sort, p.id`),
    );
    const free = await interestFreeDays(db);
    return {
      items: found.map((p) => toProduct(p, free)),
      standing: await this.standing(userId, db),
    };
  }

  /** The user's level, verification, open loans and what the pool can lend now. */
  async standing(userId: number, db: Db = this.deps.db): Promise<LoanStanding> {
    const kyc = await this.deps.kyc.status(userId, db);
    const [r] = rows<{ active: string; overdue: boolean; established: boolean }>(
      await db.execute(sql`
        select count(*) filter (where status in ${LOAN_ACTIVE_SQL})::text as active,
          coalesce(bool_or(status = 'expired'), false) as overdue,
          coalesce(bool_or(status = 'repaid' and closed_at <= due_at), false) as established
        from loans where user_id = ${userId}`),
    );
    const level: LoanLevel =
      kyc.status !== 'verified' ? 'unverified' : r!.established ? 'established' : 'verified';
    return {
      level,
      kycStatus: kyc.status,
      activeLoans: Number(r!.active),
      maxActive: await countParameter(db, MAX_ACTIVE_KEY, 1),
      overdue: r!.overdue,
      poolAvailable: fromUnits(await poolAvailable(db), USDT),
    };
  }

  // ---- quote and application --------------------------------------------------------------------

  /**
   * Prices a loan for the user and fills its agreement, refusing what could not be signed: a
   * product not offered (10071), a term it does not offer (10023), no verified identity (10022),
   * an overdue loan (10073), too many loans open (10072), an amount outside the user's level's
   * range (10070 with the range) or one the pool cannot lend now (10074).
   */
  async quote(
    userId: number,
    body: LoanQuoteBody,
    language: Language,
    db: Db = this.deps.db,
  ): Promise<LoanQuote & { kycId: string }> {
    const now = this.now();
    const [product] = rows<LoanProductRow>(
      await db.execute(sql`
        select ${productColumns()} from ${productFrom(language)}
        where p.id = ${body.productId}`),
    );
    if (!product || !product.active) throw new AppError(Code.LOAN_PRODUCT_INCORRECT);
    if (!termsOf(product.terms).includes(body.days)) throw new AppError(Code.LOAN_PERIOD_INCORRECT);
    const record = await this.deps.kyc.verifiedRecord(userId, db);
    if (!record) throw new AppError(Code.NOT_AUTHENTICATED_KYC);
    const standing = await this.standing(userId, db);
    if (standing.overdue) throw new AppError(Code.LOAN_OVERDUE);
    if (standing.activeLoans >= standing.maxActive) throw new AppError(Code.LOAN_ACTIVE_EXISTS);
    const principal = toUnits(body.amount, USDT);
    const min = unitsOf(product.min_amount, USDT);
    const max = maxFor(product, standing.level);
    if (principal === undefined || principal < min || principal > max) {
      throw new AppError(Code.LOAN_LIMIT_EXCEEDED, {
        minimum: fromUnits(min, USDT),
        maximum: fromUnits(max, USDT),
        level: standing.level,
      });
    }
    if (principal > unitsOf(standing.poolAvailable, USDT)) {
      throw new AppError(Code.LOAN_POOL_SHORT, { available: standing.poolAvailable });
    }
    const free = await interestFreeDays(db);
    const dailyRate = plain(product.daily_rate);
    const figures = loanFigures({
      principal,
      dailyRate,
      termDays: body.days,
      interestFreeDays: free,
    });
    const applicant: LoanApplicant = {
      firstName: record.firstName,
      lastName: record.lastName,
      sex: record.sex,
      birthdate: record.birthdate,
      country: record.country,
      address: record.address,
      phone: record.phone,
      documentType: record.documentType,
      photos: record.files,
    };
    const template = await this.template(db, language);
    const lender = (await publicParameter(db, 'site.operatorName'))?.trim() || 'SWX';
    const text = renderAgreement(template.template, {
      date: now.toISOString().slice(0, 10),
      lender,
      borrower: `${record.firstName} ${record.lastName}`,
      birthdate: record.birthdate,
      country: record.country,
      address: record.address,
      documentType: DOCUMENT_NAMES[record.documentType][template.language],
      product: product.name,
      amount: agreementMoney(principal),
      termDays: String(body.days),
      dailyRate: ratePercent(dailyRate),
      interestFreeDays: String(free),
      totalInterest: agreementMoney(figures.totalInterest),
      repaymentAmount: agreementMoney(figures.repaymentAmount),
    });
    return {
      productId: product.id,
      productName: product.name,
      amount: fromUnits(principal, USDT),
      termDays: body.days,
      dailyRate,
      annualRate: annualRate(dailyRate),
      interestFreeDays: free,
      chargeableDays: figures.chargeableDays,
      totalInterest: fromUnits(figures.totalInterest, USDT),
      repaymentAmount: fromUnits(figures.repaymentAmount, USDT),
      repaymentDate: loanDueAt(now, body.days).toISOString(),
      applicant,
      agreement: {
        version: template.version,
        language: template.language,
        text,
        sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
      },
      kycId: record.id,
    };
  }

  /** The current agreement template in `language` (English when it has none in it). */
  private async template(
    db: Db,
    language: Language,
  ): Promise<{ version: number; language: Language; template: string }> {
    const [row] = rows<{ version: number; language: Language; template: string }>(
      await db.execute(sql`
        select version, language, template from loan_agreements
        where version = (select max(version) from loan_agreements)
        order by (language = ${language}) desc, (language = 'en') desc limit 1`),
    );
    if (!row) throw new AppError(Code.PARAMETER_UNAVAILABLE);
    return row;
  }

  /**
   * Records a signed application in `tx`: the quote's checks again, under the pool's lock (two
   * applications never promise the same money), and the agreement the applicant read must be
   * the one the server renders now (version and SHA-256; otherwise 10067 with the new ones).
   */
  async apply(
    tx: Db,
    userId: number,
    fields: LoanApplicationFields,
    signature: { key: string; ip: string },
    language: Language,
  ): Promise<LoanDetail> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('loan.pool'))`);
    const quote = await this.quote(
      userId,
      { productId: fields.productId, amount: fields.amount, days: fields.days },
      language,
      tx,
    );
    if (
      fields.agreementVersion !== quote.agreement.version ||
      fields.agreementSha256 !== quote.agreement.sha256
    ) {
      throw new AppError(Code.TERMS_CHANGED, {
        agreementVersion: quote.agreement.version,
        agreementSha256: quote.agreement.sha256,
      });
    }
    const now = this.now();
    const [row] = rows<{ id: string }>(
      await tx.execute(sql`
        insert into loans (user_id, product_id, amount, term_days, daily_rate, interest_free_days,
          total_interest, repayment_amount, kyc_id, applicant, agreement_version,
          agreement_language, agreement_text, agreement_sha256, signature_key, signed_at,
          signed_ip)
        values (${userId}, ${quote.productId}, ${quote.amount}, ${quote.termDays},
          ${quote.dailyRate}, ${quote.interestFreeDays}, ${quote.totalInterest},
          ${quote.repaymentAmount}, ${quote.kycId}, ${JSON.stringify(quote.applicant)}::jsonb,
          ${quote.agreement.version}, ${quote.agreement.language}, ${quote.agreement.text},
          ${quote.agreement.sha256}, ${signature.key}, ${now.toISOString()}, ${signature.ip})
        returning id::text`),
    );
    return this.get(userId, row!.id, language, tx);
  }

  // ---- reading ----------------------------------------------------------------------------------

  private async row(db: Db, id: string, language: Language, lock = false): Promise<LoanRow> {
    if (!ID.test(id)) throw new AppError(Code.NOT_FOUND);
    const [row] = rows<LoanRow>(
      await db.execute(sql`
        select ${loanColumns(language)} from ${loanFrom} where l.id = ${id}
        ${lock ? sql`for update of l` : sql``}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    return row;
  }

  /** One of the user's loans with its repayments; another user's (or none) answers 404. */
  async get(
    userId: number,
    id: string,
    language: Language,
    db: Db = this.deps.db,
  ): Promise<LoanDetail> {
    const row = await this.row(db, id, language);
    if (Number(row.user_id) !== userId) throw new AppError(Code.NOT_FOUND);
    return this.detail(db, row);
  }

  /** A loan as lists show it, whoever's it is (staff read it through this). */
  record(row: LoanRow): LoanRecord {
    return toRecord(row, this.now());
  }

  /** A loan with its repayments, whoever's it is (staff read it through this). */
  async detail(db: Db, row: LoanRow): Promise<LoanDetail> {
    const repayments = rows<{
      id: string;
      amount: string;
      principal: string;
      interest: string;
      source: LoanRepayment['source'];
      created_at: string | Date;
      journal_id: string;
    }>(
      await db.execute(sql`
        select id::text, amount::text, principal::text, interest::text, source, created_at,
          journal_id::text
        from loan_repayments r where r.loan_id = ${row.id} order by r.id`),
    );
    return {
      ...toRecord(row, this.now()),
      agreementSha256: row.agreement_sha256,
      agreementVersion: row.agreement_version,
      repayments: repayments.map((r) => ({
        id: r.id,
        amount: usdt(r.amount),
        principal: usdt(r.principal),
        interest: usdt(r.interest),
        source: r.source,
        at: iso(r.created_at),
        journalId: r.journal_id,
      })),
    };
  }

  /** The user's loans, newest first, optionally of one status. */
  async list(
    userId: number,
    query: { status?: LoanStatus; page?: number; pageSize?: number },
    language: Language,
  ): Promise<LoanPage> {
    const now = this.now();
    return pageOf<LoanRow, LoanRecord>(
      this.deps.db,
      {
        columns: loanColumns(language),
        from: loanFrom,
        where: allOf([
          sql`l.user_id = ${userId}`,
          query.status !== undefined && sql`l.status = ${query.status}`,
        ]),
        order: sql`l.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      (r) => toRecord(r, now),
    );
  }

  /** The agreement of one of the user's loans as signed (another's answers 404). */
  async agreement(
    userId: number | null,
    id: string,
    db: Db = this.deps.db,
  ): Promise<LoanAgreement> {
    if (!ID.test(id)) throw new AppError(Code.NOT_FOUND);
    const [row] = rows<{
      user_id: string;
      agreement_version: number;
      agreement_language: string;
      agreement_text: string;
      agreement_sha256: string;
      signed_at: string | Date;
      signed_ip: string;
      signature_key: string;
    }>(
      await db.execute(sql`
        select user_id::text, agreement_version, agreement_language, agreement_text,
          agreement_sha256, signed_at, signed_ip, signature_key
        from loans where id = ${id}`),
    );
    if (!row || (userId !== null && Number(row.user_id) !== userId)) {
      throw new AppError(Code.NOT_FOUND);
    }
    return {
      loanId: id,
      loanNo: loanNo(id),
      version: row.agreement_version,
      language: row.agreement_language,
      text: row.agreement_text,
      sha256: row.agreement_sha256,
      signedAt: iso(row.signed_at),
      signedIp: row.signed_ip,
      signatureKey: row.signature_key,
    };
  }

  // ---- decisions (staff) ------------------------------------------------------------------------

  /**
   * Approves loan `id` for staff member `staffId` in `tx`, once (10044 when decided). Above
   * `loan.fourEyesUsdt` the first approval countersigns it (status `signed`) and a different
   * staff member's (10058 for the same) disburses; at or below, one approval disburses.
   * Disbursing posts the pool → available journal; a pool that cannot cover it answers 10074
   * and leaves the loan as it was.
   */
  async approve(
    tx: Db,
    id: string,
    staffId: number,
  ): Promise<{ before: LoanStatus; loan: LoanDetail; journalId: number | null }> {
    const row = await this.row(tx, id, 'en', true);
    if (row.status !== 'pending_review' && row.status !== 'signed') {
      throw new AppError(Code.ALREADY_DECIDED);
    }
    const now = this.now();
    const amount = unitsOf(row.amount, USDT);
    const threshold = await this.fourEyesThreshold(tx);
    const [first] = rows<{ first_approved_by: string | null }>(
      await tx.execute(sql`select first_approved_by::text from loans where id = ${id}`),
    );
    if (row.status === 'signed' && Number(first!.first_approved_by) === staffId) {
      throw new AppError(Code.SECOND_APPROVER_REQUIRED);
    }
    if (row.status === 'pending_review' && amount > threshold) {
      await tx.execute(sql`
        update loans set status = 'signed', first_approved_by = ${staffId},
          first_approved_at = ${now.toISOString()}
        where id = ${id}`);
      return {
        before: row.status,
        loan: await this.detail(tx, await this.row(tx, id, 'en')),
        journalId: null,
      };
    }
    const userId = Number(row.user_id);
    let journalId: number;
    try {
      ({ journalId } = await post(tx, {
        book: 'real',
        reason: 'loan.disburse',
        userId,
        ref: { type: 'loan', id },
        legs: [
          { account: { platform: PlatformAccount.loanPool }, asset: 'USDT', amount: -amount },
          { account: { userId, kind: 'available' }, asset: 'USDT', amount },
        ],
      }));
    } catch (error) {
      if (error instanceof FundsShortfall) throw new AppError(Code.LOAN_POOL_SHORT);
      throw error;
    }
    const due = loanDueAt(now, row.term_days);
    await tx.execute(sql`
      update loans set status = 'repaying', decided_by = ${staffId},
        decided_at = ${now.toISOString()}, disbursed_at = ${now.toISOString()},
        due_at = ${due.toISOString()}, disburse_journal_id = ${journalId}
      where id = ${id}`);
    await this.deps.notifications.add(tx, userId, 'loan.disbursed', {
      loanId: id,
      loanNo: loanNo(id),
      amount: usdt(row.amount),
      dueAt: due.toISOString(),
      repaymentAmount: usdt(row.repayment_amount),
    });
    return {
      before: row.status,
      loan: await this.detail(tx, await this.row(tx, id, 'en')),
      journalId,
    };
  }

  /** Refuses loan `id` in `tx` with a reason shown to the applicant, once (10044). */
  async reject(
    tx: Db,
    id: string,
    staffId: number,
    reason: string,
  ): Promise<{ before: LoanStatus; loan: LoanDetail }> {
    const row = await this.row(tx, id, 'en', true);
    if (row.status !== 'pending_review' && row.status !== 'signed') {
      throw new AppError(Code.ALREADY_DECIDED);
    }
    const now = this.now().toISOString();
    await tx.execute(sql`
      update loans set status = 'rejected', decided_by = ${staffId}, decided_at = ${now},
        reject_reason = ${reason}, closed_at = ${now}
      where id = ${id}`);
    const userId = Number(row.user_id);
    await this.deps.notifications.add(tx, userId, 'loan.rejected', {
      loanId: id,
      loanNo: loanNo(id),
      amount: usdt(row.amount),
      reason,
    });
    return { before: row.status, loan: await this.detail(tx, await this.row(tx, id, 'en')) };
  }

  private fourEyesThreshold(db: Db): Promise<bigint> {
    return amountParameter(db, FOUR_EYES_KEY, USDT, '1000');
  }

  // ---- repayment --------------------------------------------------------------------------------

  /**
   * Repays part or all of the user's disbursed loan in `tx` from the real available balance
   * (10011 when it does not cover it): interest counted to now first, then principal; more than
   * is owed answers 10061 with what is. A loan not disbursed or already repaid answers 10076.
   */
  async repay(
    tx: Db,
    userId: number,
    body: RepayLoanBody,
    language: Language,
  ): Promise<LoanDetail> {
    const row = await this.row(tx, body.id, language, true);
    if (Number(row.user_id) !== userId) throw new AppError(Code.NOT_FOUND);
    if (row.status !== 'repaying' && row.status !== 'expired') {
      throw new AppError(Code.LOAN_STATUS_INCORRECT);
    }
    const amount = toUnits(body.amount, USDT);
    const owed = owedOf(row, accruedAt(row, this.now()));
    if (amount === undefined || amount <= 0n) throw new AppError(Code.AMOUNT_INCORRECT);
    if (amount > owed) {
      throw new AppError(Code.AMOUNT_ABOVE_MAXIMUM, {
        maximum: fromUnits(owed, USDT),
        asset: 'USDT',
      });
    }
    await this.applyRepayment(tx, row, amount, 'user');
    return this.detail(tx, await this.row(tx, body.id, language));
  }

  /**
   * Posts a repayment of `amount` (≤ what is owed) of locked loan `row` and updates it: interest
   * counted to now (at most to the due date), paid first; a loan owing nothing is repaid.
   */
  private async applyRepayment(
    tx: Db,
    row: LoanRow,
    amount: bigint,
    source: 'user' | 'automatic',
  ): Promise<{ owedAfter: bigint }> {
    const now = this.now();
    const accrued = accruedAt(row, now);
    const owed = owedOf(row, accrued);
    const interestDue = accrued.charged - unitsOf(row.interest_paid, USDT);
    const interest = amount < interestDue ? amount : interestDue;
    const principal = amount - interest;
    const userId = Number(row.user_id);
    const legs: Leg[] = [
      { account: { userId, kind: 'available' }, asset: 'USDT', amount: -amount },
    ];
    if (principal > 0n) {
      legs.push({
        account: { platform: PlatformAccount.loanPool },
        asset: 'USDT',
        amount: principal,
      });
    }
    if (interest > 0n) {
      legs.push({
        account: { platform: PlatformAccount.interestIncome },
        asset: 'USDT',
        amount: interest,
      });
    }
    const { journalId } = await post(tx, {
      book: 'real',
      reason: 'loan.repay',
      userId,
      ref: { type: 'loan', id: row.id },
      legs,
    });
    const owedAfter = owed - amount;
    const nowText = now.toISOString();
    await tx.execute(sql`
      update loans set
        principal_repaid = principal_repaid + ${fromUnits(principal, USDT)},
        interest_paid = interest_paid + ${fromUnits(interest, USDT)},
        interest_exact = ${accrued.exact.toString()},
        interest_charged = ${fromUnits(accrued.charged, USDT)},
        interest_days = ${accrued.days},
        status = ${owedAfter === 0n ? 'repaid' : row.status},
        closed_at = ${owedAfter === 0n ? nowText : null}
      where id = ${row.id}`);
    await tx.execute(sql`
      insert into loan_repayments (loan_id, user_id, amount, principal, interest, source,
        journal_id, created_at)
      values (${row.id}, ${userId}, ${fromUnits(amount, USDT)}, ${fromUnits(principal, USDT)},
        ${fromUnits(interest, USDT)}, ${source}, ${journalId}, ${nowText})`);
    await this.deps.notifications.add(
      tx,
      userId,
      owedAfter === 0n ? 'loan.repaid' : 'loan.repayment',
      {
        loanId: row.id,
        loanNo: loanNo(row.id),
        amount: fromUnits(amount, USDT),
        outstanding: fromUnits(owedAfter, USDT),
        source,
      },
    );
    return { owedAfter };
  }

  // ---- the due date -----------------------------------------------------------------------------

  /**
   * Collects loans past their due date, a batch at a time, each in its own transaction and
   * claimed by one instance (`skip locked`): takes what the borrower's real available balance
   * covers; a remainder makes the loan overdue (`expired`) and tells the borrower. Answers how
   * many loans it settled.
   */
  async collectDue(batch = 50): Promise<number> {
    return claimEach<LoanRow>(this.deps.db, {
      what: 'loan collection',
      of: 'loans',
      batch,
      next: async (tx, skip) =>
        rows<LoanRow>(
          await tx.execute(sql`
            select ${loanColumns('en')} from ${loanFrom}
            where l.status = 'repaying' and l.due_at <= ${this.now().toISOString()}
              and not (l.id = any(${pgArray(skip)}::bigint[]))
            order by l.due_at, l.id limit 1
            for update of l skip locked`),
        )[0],
      handle: async (tx, row) => {
        await this.collect(tx, row);
        return Number(row.user_id);
      },
      committed: (row) => this.deps.notifications.announce(Number(row.user_id)),
    });
  }

  private async collect(tx: Db, row: LoanRow): Promise<void> {
    const userId = Number(row.user_id);
    const owed = owedOf(row, accruedAt(row, this.now()));
    const real = (await this.deps.ledger.balances(userId, tx)).find(
      (b) => b.book === 'real' && b.asset === 'USDT',
    );
    const available = real ? unitsOf(real.available, USDT) : 0n;
    const take = available < owed ? available : owed;
    let owedAfter = owed;
    if (take > 0n) ({ owedAfter } = await this.applyRepayment(tx, row, take, 'automatic'));
    if (owedAfter === 0n) return;
    await tx.execute(sql`update loans set status = 'expired' where id = ${row.id}`);
    await this.deps.notifications.add(tx, userId, 'loan.overdue', {
      loanId: row.id,
      loanNo: loanNo(row.id),
      outstanding: fromUnits(owedAfter, USDT),
      dueAt: isoOrNull(row.due_at) ?? '',
    });
  }
}
