import { randomBytes } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import QRCode from 'qrcode';
import { encodeCode, groupCode } from '../../src/domain/verification';

/**
 * The certificate as a PDF (issue 14.3): the instructor's name, the discipline, the dates, the
 * ITC, and a QR code with the short code leading to the public verification page. The labels are
 * in both languages: the document goes to instructors of either.
 */

export interface CertificateFacts {
  instructorName: string;
  disciplineName: string;
  itcName: string;
  certificationDate: string;
  expiryDate: string;
  code: string;
}

/** A fresh verification code: 80 random bits. */
export const newVerificationCode = () => encodeCode(randomBytes(10));

/** The public page of a code, as the QR code and the document carry it. */
export const verificationUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/verify/${groupCode(code)}`;

/** dd.mm.yyyy: the document is read in both languages, so no month names. */
const day = (iso: string) => iso.split('-').reverse().join('.');

/** The standard fonts know WinAnsi only: anything else (rare scripts) is shown as '?', never a failure. */
const printable = (font: PDFFont, text: string) =>
  [...text]
    .map((c) => {
      try {
        font.encodeText(c);
        return c;
      } catch {
        return '?';
      }
    })
    .join('');

export async function certificatePdf(facts: CertificateFacts, publicUrl: string): Promise<Buffer> {
  const url = verificationUrl(publicUrl, facts.code);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Instructor certificate – ${facts.instructorName}`);
  pdf.setAuthor(facts.itcName);
  pdf.setCreationDate(new Date(`${facts.certificationDate}T00:00:00Z`));
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.15);
  const muted = rgb(0.35, 0.35, 0.4);
  const text = (value: string, x: number, y: number, size: number, font = regular, color = ink) =>
    page.drawText(printable(font, value), { x, y, size, font, color });

  text('Instructor certificate', 60, 760, 26, bold);
  text('Instruktorzertifikat', 60, 732, 16, regular, muted);
  text(facts.instructorName, 60, 660, 22, bold);
  const rows: [string, string][] = [
    ['Discipline / Disziplin', facts.disciplineName],
    ['Certified on / Zertifiziert am', day(facts.certificationDate)],
    ['Valid until / Gültig bis', day(facts.expiryDate)],
    ['Issued by / Ausgestellt von', facts.itcName],
  ];
  rows.forEach(([label, value], index) => {
    const y = 610 - index * 40;
    text(label, 60, y + 16, 10, regular, muted);
    text(value, 60, y, 14, bold);
  });

  const png = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
  const qr = await pdf.embedPng(png);
  page.drawImage(qr, { x: 60, y: 250, width: 130, height: 130 });
  text('Verify / Prüfen', 210, 350, 10, regular, muted);
  text(groupCode(facts.code), 210, 330, 16, bold);
  text(url, 210, 310, 9, regular, muted);
  return Buffer.from(await pdf.save());
}
