/**
 * A signed copy: the unsigned document as the signer was shown it, with the adopted signature
 * stamped in its signature box (typed: the name in a script-like italic face and "Electronically
 * signed by … on …"; drawn: the PNG), initials on each page of an agreement that takes them, a
 * notary's block on a notarised deed, and an audit completion page appended (E-SIGN Act,
 * 15 U.S.C. §7001(d)–(e): a record that can be retained and reproduced, with who signed, when,
 * from where and with which consent).
 */
import { createHash } from 'node:crypto';
import { PDFDocument, rgb, type PDFImage } from 'pdf-lib';
import type { Signature } from '@heloc/core';
import { describeLimits, imageDimensions, SIGNATURE_IMAGE_LIMITS, withinLimits } from '../uploads/image-limits.js';
import { embedFonts, pinMetadata, PAGE, winAnsi, wrap, type SignatureBox } from './render.js';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export class BadSignatureImage extends Error {
  constructor(message = 'Must be a drawn signature') {
    super(`signature.image: ${message}`);
  }
}

export interface AuditEvent {
  readonly label: string;
  readonly at: string | null;
}

export interface Audit {
  readonly title: string;
  readonly unsignedSha256: string;
  readonly signerName: string;
  readonly signerEmail: string;
  readonly userUuid: string;
  readonly signedAt: string;
  readonly timeZone: string;
  readonly ip: string;
  readonly userAgent: string;
  /** Where the signer was, when they shared it (decision 060). */
  readonly location?: string | null;
  readonly esignConsent: string;
  readonly esignConsentAt: string | null;
  readonly events: readonly AuditEvent[];
  /** The notary's act, for a notarised deed. */
  readonly notary?: string;
}

export interface Notary {
  readonly name: string;
  readonly commission: string;
  readonly remote: boolean;
}

/** "11/23/2026, 10:00:00 AM PST": a date and time in a zone, with its abbreviation. */
export const zoned = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
export const utc = (iso: string) => `${new Date(iso).toISOString().replace('T', ' ').slice(0, 19)} UTC`;

const drawingBytes = (signature: Signature & { type: 'drawn' }) =>
  Buffer.from(signature.image.slice('data:image/png;base64,'.length), 'base64');

/**
 * A drawn signature measured from its PNG header before anything is rendered or decoded (issue 23,
 * item 4): a few KB of zeros can declare 7000 × 7000 and hold the event loop for seconds while
 * pdf-lib inflates it. Throws BadSignatureImage naming the limit; a typed signature passes.
 */
export function checkDrawing(signature: Signature): void {
  if (signature.type !== 'drawn') return;
  const size = imageDimensions(drawingBytes(signature));
  if (size && !withinLimits(size, SIGNATURE_IMAGE_LIMITS)) {
    throw new BadSignatureImage(
      `The drawing is ${size.width} × ${size.height} pixels; a drawn signature may be ${describeLimits(SIGNATURE_IMAGE_LIMITS)}. Clear it and draw again.`,
    );
  }
}

async function embedDrawing(pdf: PDFDocument, signature: Signature): Promise<PDFImage | null> {
  if (signature.type !== 'drawn') return null;
  // Checked again here, so no caller of signPdf can decode a drawing past the limit.
  checkDrawing(signature);
  try {
    return await pdf.embedPng(drawingBytes(signature));
  } catch {
    throw new BadSignatureImage();
  }
}

export interface SignInput {
  readonly unsigned: Uint8Array;
  readonly boxes: readonly SignatureBox[];
  readonly signature: Signature;
  /** Initials on each page (the agreement), or null. */
  readonly initials: string | null;
  readonly notary: Notary | null;
  readonly audit: Audit;
}

export async function signPdf(input: SignInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(input.unsigned, { updateMetadata: false });
  const { audit } = input;
  pinMetadata(pdf, `${audit.title} (signed)`, pdf.getAuthor() ?? '', new Date(audit.signedAt));
  const fonts = await embedFonts(pdf);
  const drawing = await embedDrawing(pdf, input.signature);
  const ink = rgb(0.05, 0.12, 0.45);
  const when = zoned(audit.signedAt, audit.timeZone);

  for (const box of input.boxes) {
    const page = pdf.getPage(box.page);
    if (box.role === 'borrower') {
      if (drawing) {
        const scale = Math.min((box.width - 16) / drawing.width, (box.height - 22) / drawing.height, 1);
        page.drawImage(drawing, {
          x: box.x + 8,
          y: box.y + 18,
          width: drawing.width * scale,
          height: drawing.height * scale,
        });
      } else {
        page.drawText(winAnsi(input.signature.name), {
          x: box.x + 10,
          y: box.y + 26,
          size: 22,
          font: fonts.script,
          color: ink,
        });
      }
      page.drawText(winAnsi(`Electronically signed by ${input.signature.name} on ${when}`), {
        x: box.x + 8,
        y: box.y + 6,
        size: 7,
        font: fonts.regular,
        color: ink,
      });
    } else if (input.notary) {
      const n = input.notary;
      const lines = [
        `${n.remote ? 'Notarized remotely' : 'Notarized in person'} by ${n.name}, Notary Public`,
        `Commission ${n.commission}`,
        `On ${when}`,
        n.remote ? 'Remote online notarization with audio-video recording' : 'Acknowledged in person',
      ];
      lines.forEach((l, i) =>
        page.drawText(winAnsi(l), {
          x: box.x + 8,
          y: box.y + box.height - 16 - i * 12,
          size: 8.5,
          font: fonts.regular,
          color: ink,
        }),
      );
      // The seal: a ring with the notary's name, as an electronic notary's seal is rendered.
      page.drawEllipse({
        x: box.x + box.width - 44,
        y: box.y + box.height / 2,
        xScale: 34,
        yScale: 34,
        borderColor: ink,
        borderWidth: 1.5,
      });
      page.drawText('SEAL', {
        x: box.x + box.width - 57,
        y: box.y + box.height / 2 - 4,
        size: 10,
        font: fonts.bold,
        color: ink,
      });
    }
  }

  if (input.initials) {
    for (const page of pdf.getPages()) {
      const label = winAnsi(`Initials: ${input.initials}`);
      page.drawText(label, { x: PAGE.margin, y: 30, size: 9, font: fonts.script, color: ink });
    }
  }

  // The audit completion page.
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const line = (text: string, size = 10, font = fonts.regular) => {
    for (const l of wrap(text, font, size, width)) {
      y -= size * 1.45;
      page.drawText(l, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    }
  };
  const row = (label: string, value: string) => {
    y -= 2;
    line(label, 8.5, fonts.bold);
    line(value);
  };
  line('Certificate of completion', 17, fonts.bold);
  line('Audit trail of an electronic signature (E-SIGN Act, 15 U.S.C. §7001)', 8.5);
  y -= 8;
  row('Document', audit.title);
  row('SHA-256 of the unsigned document', audit.unsignedSha256);
  row('Signer', `${audit.signerName} <${audit.signerEmail}>`);
  row('User id', audit.userUuid);
  row('Signed at', `${utc(audit.signedAt)} · ${when} (the property's time zone, ${audit.timeZone})`);
  row('IP address', audit.ip);
  row('Browser (user agent)', audit.userAgent || 'not sent');
  row('Location when signing', audit.location ?? 'not shared');
  row(
    'Signature adopted',
    input.signature.type === 'drawn'
      ? `Drawn by hand, for "${input.signature.name}"`
      : `Typed: "${input.signature.name}"`,
  );
  if (input.initials) row('Initials on each page', input.initials);
  if (audit.notary) row('Notarial act', audit.notary);
  row('E-SIGN consent given', `${audit.esignConsent}${audit.esignConsentAt ? ` — ${utc(audit.esignConsentAt)}` : ''}`);
  y -= 6;
  line('Events', 12, fonts.bold);
  for (const e of audit.events)
    line(`${e.label}: ${e.at ? `${utc(e.at)} · ${zoned(e.at, audit.timeZone)}` : 'not recorded'}`);
  page.drawText(winAnsi(`Certificate of completion · page ${pdf.getPageCount()} of ${pdf.getPageCount()}`), {
    x: PAGE.margin,
    y: 30,
    size: 8.5,
    font: fonts.regular,
    color: rgb(0.35, 0.35, 0.4),
  });
  return pdf.save();
}
