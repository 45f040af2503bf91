// A certificate as a one-page landscape PDF (pdfkit: docs/decisions/0021-library-picks.md#pdf-documents): the
// student, the course, its instructor, the dates, the verification code, and a QR code of the public verify
// page.
import { encode } from 'uqr';
import { renderPdf } from '../../platform/files/pdf.ts';

export interface CertificateDocument {
  title: string;
  studentName: string;
  courseTitle: string;
  instructorName: string;
  issuedAt: Date;
  expiresAt: Date | null;
  verificationCode: string;
  verifyUrl: string;
}

const INK = '#1a202c';
const MUTED = '#4a5568';
const ACCENT = '#2b6cb0';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Renders the certificate into a Buffer (a few kB; small enough to answer with a Content-Length). */
export function renderCertificatePdf(cert: CertificateDocument): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: { Title: cert.title, Author: 'Academy', Subject: cert.courseTitle },
    },
    (doc) => drawPage(doc, cert),
  );
}

function drawPage(doc: PDFKit.PDFDocument, cert: CertificateDocument) {
  const { width, height } = doc.page;
  const inner = width - 160;
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(38, 38, width - 76, height - 76)
    .stroke();

  const line = (text: string, font: 'body' | 'bold', size: number, color: string, gap = 10) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 80, undefined, { width: inner, align: 'center' });
    doc.moveDown(gap / size);
  };
  doc.y = 104;
  line('CERTIFICATE OF COMPLETION', 'bold', 30, ACCENT, 30);
  line('This certifies that', 'body', 14, MUTED);
  line(cert.studentName, 'bold', 28, INK, 20);
  line('has successfully completed the course', 'body', 14, MUTED);
  line(cert.courseTitle, 'bold', 20, INK, 24);
  line(`Instructor: ${cert.instructorName}`, 'body', 12, MUTED, 4);
  line(`Issued on ${longDate.format(cert.issuedAt)}`, 'body', 12, MUTED, 4);
  if (cert.expiresAt) line(`Valid until ${longDate.format(cert.expiresAt)}`, 'body', 12, MUTED, 4);

  drawVerification(doc, cert, height);
}

/** Bottom band: the code and link on the left, the QR code (vector squares, crisp at any zoom) on the right. */
function drawVerification(doc: PDFKit.PDFDocument, cert: CertificateDocument, height: number) {
  const { size, data } = encode(cert.verifyUrl, { ecc: 'M', border: 0 });
  const module = Math.max(2, Math.floor(96 / size));
  const side = module * size;
  const x0 = doc.page.width - 80 - side;
  const y0 = height - 72 - side;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (data[y]![x]) doc.rect(x0 + x * module, y0 + y * module, module, module);
  doc.fillColor(INK).fill();

  const textWidth = x0 - 100;
  doc.font('bold').fontSize(11).fillColor(INK);
  doc.text(`Verification code: ${cert.verificationCode}`, 80, y0 + side - 44, { width: textWidth });
  doc.font('body').fontSize(10).fillColor(MUTED);
  doc.text('Check this certificate at', 80, undefined, { width: textWidth });
  doc.fillColor(ACCENT).text(cert.verifyUrl, 80, undefined, { width: textWidth, link: cert.verifyUrl });
}
