import { createHash } from 'node:crypto';
import { generateCertificate } from './certificate-generator';
import { renderCertificatePdf, renderScannedCertificatePdf } from './certificate-pdf';
import { parseScenarioHints, type CertificateFormat } from './certificate-scenario';
import type { CertificateTruth } from './certificate.model';

/** One charged issuance, kept by idempotency key. */
export interface SimulatedReceipt {
  receiptId: string;
  idempotencyKey: string;
  address: string;
  format: CertificateFormat;
  feeKrw: number;
  issuedAt: Date;
  pdf: Buffer;
}

/** How many charges the office made, in total and per idempotency key. */
export interface ChargeSummary {
  /** Number of charges. */
  total: number;
  totalFeeKrw: number;
  /** Charges per idempotency key; a correct client never makes any key exceed 1. */
  byKey: Record<string, number>;
}

/** The same key came back with another address: the office refuses rather than guess. */
export class KeyReuseError extends Error {}

/**
 * The office's books: receipts by key and the charge counter. Issuing is idempotent even for
 * concurrent calls with one key: the second waits for the first and gets its receipt back.
 */
export class SimulatedOffice {
  private readonly receipts = new Map<string, SimulatedReceipt>();
  private readonly renderCache = new Map<string, Promise<Buffer>>();
  private readonly inFlight = new Map<string, Promise<SimulatedReceipt>>();
  private readonly chargesByKey = new Map<string, number>();

  constructor(
    private readonly feeKrw: number,
    private readonly defaultFormat: CertificateFormat,
    private readonly now: () => Date,
  ) {}

  /** Issues (and charges) once per key; later calls replay the first receipt. */
  async issue(
    address: string,
    key: string,
    format: CertificateFormat | undefined,
  ): Promise<{ receipt: SimulatedReceipt; replayed: boolean }> {
    const known = this.receipts.get(key) ?? (await this.inFlight.get(key));
    if (known) {
      if (known.address !== address) throw new KeyReuseError(`idempotency key ${key} was used for another address`);
      return { receipt: known, replayed: true };
    }
    const pending = this.render(address, key, format);
    this.inFlight.set(key, pending);
    try {
      const receipt = await pending;
      this.receipts.set(key, receipt);
      this.chargesByKey.set(key, (this.chargesByKey.get(key) ?? 0) + 1);
      return { receipt, replayed: false };
    } finally {
      this.inFlight.delete(key);
    }
  }

  findReceipt(key: string): SimulatedReceipt | null {
    return this.receipts.get(key) ?? null;
  }

  charges(): ChargeSummary {
    const byKey = Object.fromEntries(this.chargesByKey);
    const total = [...this.chargesByKey.values()].reduce((sum, count) => sum + count, 0);
    return { total, totalFeeKrw: total * this.feeKrw, byKey };
  }

  /** The ground truth of a certificate: of a receipt's issue time when given, else of now. */
  truth(address: string, issuedAt: Date = this.now()): CertificateTruth {
    return generateCertificate(address, { issuedAt });
  }

  /** The document format for an address: the request's, else the address's scan tag, else the default. */
  formatFor(address: string, requested: CertificateFormat | undefined): CertificateFormat {
    return requested ?? parseScenarioHints(address).format ?? this.defaultFormat;
  }

  /**
   * Renders the document, reusing one rendered in the same minute for the same address and format
   * (the certificate prints the minute of issue): load tests issue thousands for a few addresses,
   * and rendering, not the office's logic, would otherwise be what they measure.
   */
  private renderPdf(address: string, format: CertificateFormat, issuedAt: Date): Promise<Buffer> {
    const cacheKey = `${address}|${format}|${Math.floor(issuedAt.getTime() / 60_000)}`;
    let pdf = this.renderCache.get(cacheKey);
    if (!pdf) {
      const truth = generateCertificate(address, { issuedAt });
      pdf =
        format === 'text'
          ? renderCertificatePdf(truth, { issuedAt })
          : renderScannedCertificatePdf(truth, { issuedAt, noise: format === 'scanned-noisy' ? 'noisy' : 'clean' });
      pdf.catch(() => this.renderCache.delete(cacheKey));
      this.renderCache.set(cacheKey, pdf);
      if (this.renderCache.size > 64) this.renderCache.delete(this.renderCache.keys().next().value!);
    }
    return pdf;
  }

  private async render(
    address: string,
    key: string,
    requested: CertificateFormat | undefined,
  ): Promise<SimulatedReceipt> {
    const issuedAt = this.now();
    const format = this.formatFor(address, requested);
    const pdf = await this.renderPdf(address, format, issuedAt);
    const receiptId = `R-${createHash('sha256').update(key).digest('hex').slice(0, 16).toUpperCase()}`;
    return { receiptId, idempotencyKey: key, address, format, feeKrw: this.feeKrw, issuedAt, pdf };
  }
}
