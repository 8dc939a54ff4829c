import { createHash } from 'node:crypto';
import type { ServerConfig } from '../../config.ts';

// The invoicing provider (decision 034): who turns a request into a numbered e-invoice. Only a sandbox exists; no
// public protocol of a tax-control e-invoice service could be implemented honestly here (README, "Going live").
// Outside the sandbox the provider is off and no invoice is requested, rather than one pretended.

export interface InvoiceRequest {
  /** `<record id>-<attempt>`: a provider that sees the same number twice answers the same invoice. */
  requestNo: string;
  buyer: { type: 'personal' | 'company'; title: string; taxNo: string | null; email: string; phone: string };
  items: { name: string; amount: number }[];
  amount: number;
  currency: 'CNY';
}

export type IssueOutcome =
  | { ok: true; invoiceNo: string; issuedAt: Date }
  | { ok: false; reason: string };

export interface InvoicingProvider {
  readonly name: 'sandbox' | 'off';
  issue(request: InvoiceRequest): Promise<IssueOutcome>;
}

export interface SandboxInvoicingOptions {
  delayMs: number;
  failing: boolean;
  now: () => Date;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sandbox's invoice number for a request: 20 digits, the same for the same request number. */
export function sandboxInvoiceNo(requestNo: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(requestNo).digest('hex').slice(0, 16)}`).toString().padStart(20, '0').slice(-16);
  return `9999${digits}`;
}

/** Issues after `delayMs` (a real service takes seconds to minutes), or refuses every request when `failing`. */
export function sandboxInvoicing(options: SandboxInvoicingOptions): InvoicingProvider {
  return {
    name: 'sandbox',
    async issue(request) {
      if (options.delayMs > 0) await sleep(options.delayMs);
      if (options.failing) return { ok: false, reason: `sandbox: invoicing is set to fail (SANDBOX_INVOICING_FAILING) for ${request.requestNo}` };
      return { ok: true, invoiceNo: sandboxInvoiceNo(request.requestNo), issuedAt: options.now() };
    },
  };
}

const off: InvoicingProvider = {
  name: 'off',
  issue: async () => ({ ok: false, reason: 'no invoicing provider is configured' }),
};

/** The sandbox's provider in the sandbox; none outside it. `immediately` is the back office's "issue now". */
export function invoicingProviderOf(config: ServerConfig, now: () => Date, immediately = false): InvoicingProvider {
  if (!config.sandbox) return off;
  return sandboxInvoicing({ delayMs: immediately ? 0 : config.sandboxInvoicingDelayMs ?? 0, failing: !immediately && (config.sandboxInvoicingFailing ?? false), now });
}
