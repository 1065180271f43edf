import { Code, annualRate, type Language } from '@swx/contract';
import {
  loanProductBodyOf,
  type LoanAgreementAdmin,
  type LoanAgreementBody,
  type LoanProductAdmin,
  type LoanProductBody,
} from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { uniqueViolation, type Db } from '../../platform/db/client.js';
import {
  parsedTexts,
  productTextsJson,
  replaceProductTexts,
} from '../../platform/db/product-texts.js';
import { INT4_MAX, iso, rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { auditedChange, type Actor } from '../audit/index.js';
import { termsOf, type LoanProductRow } from './products.js';
import { LOAN_ACTIVE_SQL } from './tables.js';
import { plain, usdt } from '../../platform/units.js';

/**
 * What loans staff configure (`config.manage`, docs/adr/0025): the products with their texts and
 * the agreement's versions. Every change is written with its audit entry in one transaction.
 * Loans already applied for keep the terms and the agreement text stored on them (loans_guard);
 * a changed product or a new agreement version applies to applications made afterwards (one
 * being signed meanwhile is refused with 10067 and shown the new text).
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface ProductAdminRow extends Omit<LoanProductRow, 'name' | 'description' | 'lang' | 'terms'> {
  terms: number[] | string;
  updated_at: string | Date;
  texts: unknown;
  open_loans: string;
  outstanding: string;
}

const auditView = loanProductBodyOf;

export class LoanCatalogue {
  private readonly change: ReturnType<typeof auditedChange>;

  constructor(private readonly deps: { db: Db; now: () => Date }) {
    this.change = auditedChange(deps.db, deps.now);
  }

  // ---- products ------------------------------------------------------------------------------

  /** Every product (active or not) with all its texts and the loans it has open. */
  async products(db: Db = this.deps.db, id?: number): Promise<LoanProductAdmin[]> {
    const found = rows<ProductAdminRow>(
      await db.execute(sql`
        select p.id, p.code, p.terms, p.daily_rate::text, p.min_amount::text,
          p.max_verified::text, p.max_established::text, p.active, p.sort, p.updated_at,
          ${productTextsJson('loan_product_texts')} as texts,
          (select count(*)::text from loans l where l.product_id = p.id
            and l.status in ${LOAN_ACTIVE_SQL}) as open_loans,
          (select coalesce(sum(l.amount), 0)::text from loans l where l.product_id = p.id
            and l.status in ('repaying', 'expired')) as outstanding
        from loan_products p
        where (${id ?? null}::int is null or p.id = ${id ?? null})
        order by p.sort, p.id`),
    );
    return found.map((r) => ({
      id: r.id,
      code: r.code,
      terms: termsOf(r.terms),
      dailyRate: plain(r.daily_rate),
      annualRate: annualRate(plain(r.daily_rate)),
      minAmount: usdt(r.min_amount),
      maxVerified: usdt(r.max_verified),
      maxEstablished: usdt(r.max_established),
      active: r.active,
      sort: r.sort,
      texts: parsedTexts<LoanProductAdmin['texts']>(r.texts),
      openLoans: Number(r.open_loans),
      outstandingPrincipal: usdt(r.outstanding),
      updatedAt: iso(r.updated_at),
    }));
  }

  private async product(db: Db, id: number): Promise<LoanProductAdmin> {
    const [found] = await this.products(db, id);
    if (!found) throw new AppError(Code.NOT_FOUND);
    return found;
  }

  /**
   * Creates a product (`id` null) or replaces one's terms and texts; a code already taken
   * answers 10026 and writes nothing, an unknown id 404.
   */
  async saveProduct(
    actor: Actor,
    id: number | null,
    body: LoanProductBody,
  ): Promise<LoanProductAdmin> {
    // Product ids are 32-bit: a larger one names no product (and would not cast).
    if (id !== null && id > INT4_MAX) throw new AppError(Code.NOT_FOUND);
    const terms = `{${body.terms.join(',')}}`;
    try {
      return await this.change(actor, async (tx, at) => {
        let before: LoanProductAdmin | null = null;
        let productId: number;
        if (id === null) {
          const [row] = rows<{ id: number }>(
            await tx.execute(sql`
              insert into loan_products (code, terms, daily_rate, min_amount, max_verified,
                max_established, active, sort, updated_at)
              values (${body.code}, ${terms}::integer[], ${body.dailyRate}, ${body.minAmount},
                ${body.maxVerified}, ${body.maxEstablished}, ${body.active}, ${body.sort},
                ${at.toISOString()})
              returning id`),
          );
          productId = row!.id;
        } else {
          const [locked] = rows<{ id: number }>(
            await tx.execute(sql`select id from loan_products where id = ${id} for update`),
          );
          if (!locked) throw new AppError(Code.NOT_FOUND);
          before = await this.product(tx, id);
          productId = id;
          await tx.execute(sql`
            update loan_products set code = ${body.code}, terms = ${terms}::integer[],
              daily_rate = ${body.dailyRate}, min_amount = ${body.minAmount},
              max_verified = ${body.maxVerified}, max_established = ${body.maxEstablished},
              active = ${body.active}, sort = ${body.sort}, updated_at = ${at.toISOString()}
            where id = ${id}`);
        }
        await replaceProductTexts(tx, 'loan_product_texts', productId, body.texts);
        const after = await this.product(tx, productId);
        return {
          result: after,
          audit: {
            action: id === null ? 'loan.product.create' : 'loan.product.change',
            targetType: 'loan_product',
            targetId: productId,
            before: before && auditView(before),
            after: auditView(after),
          },
        };
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new AppError(Code.INVALID_PARAMS);
      throw error;
    }
  }

  // ---- the agreement -------------------------------------------------------------------------

  /** The current version with its templates, and every version. */
  async agreement(db: Db = this.deps.db): Promise<LoanAgreementAdmin> {
    const versions = rows<{
      version: number;
      created_at: string | Date;
      languages: Language[] | string;
      loans: string;
    }>(
      await db.execute(sql`
        select a.version, min(a.created_at) as created_at,
          array_agg(a.language order by a.language) as languages,
          (select count(*)::text from loans l where l.agreement_version = a.version) as loans
        from loan_agreements a group by a.version order by a.version desc`),
    );
    const current = versions[0];
    if (!current) throw new AppError(Code.PARAMETER_UNAVAILABLE);
    const texts = rows<{ language: Language; template: string }>(
      await db.execute(sql`
        select language, template from loan_agreements where version = ${current.version}
        order by language`),
    );
    return {
      version: current.version,
      createdAt: iso(current.created_at),
      texts: texts.map((t) => ({
        lang: t.language,
        template: t.template,
        sha256: sha256(t.template),
      })),
      versions: versions.map((v) => ({
        version: v.version,
        createdAt: iso(v.created_at),
        languages: (Array.isArray(v.languages)
          ? v.languages
          : v.languages.replace(/[{}]/g, '').split(',')) as Language[],
        loans: Number(v.loans),
      })),
    };
  }

  /**
   * Publishes a new version (the highest so far + 1) with `body`'s templates. Versions are
   * never changed; the audit entry names each template by its SHA-256.
   */
  async publishAgreement(actor: Actor, body: LoanAgreementBody): Promise<LoanAgreementAdmin> {
    return this.change(actor, async (tx, at) => {
      // One publication at a time: two would both take the same next version.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('loan.agreement'))`);
      const before = await this.agreement(tx);
      const version = before.version + 1;
      for (const t of body.texts) {
        await tx.execute(sql`
          insert into loan_agreements (version, language, template, created_at)
          values (${version}, ${t.lang}, ${t.template}, ${at.toISOString()})`);
      }
      const after = await this.agreement(tx);
      const view = (a: LoanAgreementAdmin) => ({
        version: a.version,
        templates: Object.fromEntries(a.texts.map((t) => [t.lang, t.sha256])),
      });
      return {
        result: after,
        audit: {
          action: 'loan.agreement.publish',
          targetType: 'loan_agreement',
          targetId: version,
          before: view(before),
          after: view(after),
        },
      };
    });
  }
}
