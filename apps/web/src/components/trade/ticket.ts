import { Code, type Book, type MarketStatus } from '@swx/contract';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-client';

/** The instrument traded: its name and code, and the decimals of its prices. */
export interface TradeInstrument {
  code: string;
  name: string;
  precision: number;
}

/** What a kind of trade (options, contracts) is given by the trade panel. */
export interface TicketOptions {
  instrument: TradeInstrument;
  status: MarketStatus | undefined;
  /** The receipt was closed with "Done" (the sheet closes too). */
  onDone(): void;
}

/** What a kind's form is given by its ticket steps, beside its draft, terms and refusals. */
export interface TicketFormBasics<Ticket> {
  /** Null for a visitor (logged out). */
  account: { book: Book; available: string | undefined } | null;
  status: MarketStatus | undefined;
  /** Where "Log in to trade" goes (the login page, back to this one). */
  loginHref: string;
  /**
   * The action stays at the bottom of the scrolling box the form is in: the sheet (within
   * thumb reach) or the side panel (in view without scrolling the page).
   */
  stickyAction?: boolean;
  /** "Review": the confirmation of the checked ticket. */
  onReview(ticket: Ticket): void;
}

/**
 * What the confirmation tells of the price it sends (issue 17): whether it is fresh (else
 * confirming waits for a live price) and how far the fill may be from it (the product's
 * tolerance, a fraction).
 */
export interface PriceCheck {
  fresh: boolean;
  tolerance: string | undefined;
}

/**
 * A kind of trade's form and the steps after it, for the trade panel to place: the form in
 * the panel or the sheet, the confirmation and the receipt in a dialog (panel) or in place
 * of the form (sheet).
 */
export interface TicketFlow {
  /** The form, or its loading, error or "not offered" state. */
  form: ReactNode;
  /** The confirmation or the receipt; null while the form is shown. */
  review: ReactNode;
  step: 'form' | 'confirm' | 'receipt';
  /** A request is on its way: the steps cannot be left. */
  pending: boolean;
  /** Back from the confirmation to the form, or the receipt closed. */
  dismiss(): void;
  /** The title and test id of the dialog of the steps (panel layout). */
  dialogTitle: string;
  dialogTestId: string;
  /** One line on what this kind of trade is. */
  subtitle: string;
}

/** Whether a failure means the product is not offered on the instrument (no point retrying). */
export function isNoProduct(error: unknown): boolean {
  return isApiError(error) && error.code === Code.OPTIONS_PRODUCT_INCORRECT;
}
