/**
 * The browser's check of a chosen file, before a byte is uploaded: its type from its bytes (the
 * file-type library, as the server does), its size, web-page markup hidden in it, and a password
 * on a PDF. The decision and its message are @heloc/core's `uploadProblem`, the same rule the
 * server applies again on arrival — so the borrower hears about a wrong file at once, in the same
 * words, and can fix it without losing the others already chosen.
 */
import {
  ACTIVE_CONTENT,
  PDF_ENCRYPT_KEY,
  UPLOAD_MAX_BYTES_DEFAULT,
  uploadProblem,
  type UploadProblem,
} from '@heloc/core';
import { fileTypeFromBlob } from 'file-type';

/** Bytes read as latin1 (one char per byte) so the markup and /Encrypt scans see what the server sees. */
async function latin1(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

/** Why this file cannot be uploaded, or null. Never throws: an unreadable file is "not a PDF, JPG or PNG". */
export async function checkFile(
  file: File,
  maxBytes: number = UPLOAD_MAX_BYTES_DEFAULT,
): Promise<UploadProblem | null> {
  // Size first: a 2 GB video is refused without reading it into memory.
  const quick = uploadProblem(
    {
      name: file.name,
      declared: file.type,
      size: file.size,
      detected: 'application/pdf',
      hasActiveContent: false,
      encrypted: false,
    },
    maxBytes,
  );
  if (quick && (quick.kind === 'empty' || quick.kind === 'tooLarge')) return quick;
  let detected: string | undefined;
  let text = '';
  try {
    detected = (await fileTypeFromBlob(file))?.mime;
    text = await latin1(file);
  } catch {
    detected = undefined;
  }
  return uploadProblem(
    {
      name: file.name,
      declared: file.type,
      size: file.size,
      detected,
      hasActiveContent: ACTIVE_CONTENT.test(text),
      encrypted: detected === 'application/pdf' && PDF_ENCRYPT_KEY.test(text),
    },
    maxBytes,
  );
}
