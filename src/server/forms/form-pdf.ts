import { PDFDocument, rgb, type PDFImage } from 'pdf-lib';
import { answerSections, type AnswerSection } from './form-answers.ts';
import { embedFormFonts, labelOpenTypeFonts } from './form-fonts.ts';
import { formText, yesNo, type Bilingual } from './form-labels.ts';
import { A4, FormWriter, MARGIN } from './form-page.ts';
import { drawQr } from './form-qr.ts';
import { drawLine } from './text-layout.ts';

// The printed application form (decision 022): one form per application, each starting on a new page, all in one
// document. The caller loads the data; this file only lays it out.

export interface FormInput {
  /** The application's reference for people (decision 031), printed as its number. */
  reference: string;
  orderNo: string | null;
  applicantName: string;
  submittedAt: string | null;
  visaType: Bilingual;
  visaProduct: Bilingual;
  urgent: boolean;
  /** ApplicantData as the steps saved it. */
  data: Record<string, unknown>;
  photo: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' } | null;
  signature: { png: Uint8Array; signedAt: string } | null;
  /** What the QR code carries: the application's number, which the center looks the application up by. */
  qrContent: string;
}

const PHOTO = { width: 90, height: 116 } as const;
const QR_SIDE = 86;
const grey = rgb(0.4, 0.4, 0.4);
const both = (text: Bilingual) => `${text.zh} ${text.en}`;

interface Prepared {
  input: FormInput;
  visa: AnswerSection;
  sections: AnswerSection[];
}

function prepare(input: FormInput): Prepared {
  const visa: AnswerSection = {
    title: formText.visa,
    rows: [
      { label: formText.visaType, value: both(input.visaType) },
      { label: formText.visaProduct, value: both(input.visaProduct) },
      { label: formText.urgent, value: both(input.urgent ? yesNo.yes : yesNo.no) },
    ],
  };
  return { input, visa, sections: answerSections(input.data) };
}

/** Every character each weight draws, so the font subsets hold exactly those. */
function charactersOf(forms: Prepared[]): { text: string; bold: string } {
  const fixed = Object.values(formText).flatMap((entry) => (typeof entry === 'string' ? [entry] : [entry.zh, entry.en]));
  const regular = [...fixed, '0123456789/·:-—– 第页 Page ()（）', ...forms.flatMap(({ input, visa, sections }) => [
    input.reference, input.orderNo ?? '', input.applicantName, input.submittedAt ?? '', input.signature?.signedAt ?? '',
    ...[visa, ...sections].flatMap((section) => section.rows.flatMap((row) => [row.label.zh, row.label.en, row.value])),
  ])].join('');
  const bold = [formText.title.zh, formText.declaration.zh, formText.declaration.en, ...forms.flatMap(({ input, visa, sections }) => [
    input.applicantName, ...[visa, ...sections].flatMap((section) => [section.title.zh, section.title.en]),
  ])].join('');
  return { text: regular, bold: `${bold} ` };
}

async function embedImage(doc: PDFDocument, bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): Promise<PDFImage | null> {
  try {
    return type === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    // A stored file pdf-lib cannot read (an unusual PNG variant) leaves an empty frame, not a failed download.
    return null;
  }
}

function fitted(image: PDFImage, width: number, height: number) {
  const scale = Math.min(width / image.width, height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

async function header(writer: FormWriter, doc: PDFDocument, input: FormInput) {
  const { page } = writer;
  const top = writer.y;
  const photoX = A4.width - MARGIN - PHOTO.width;
  const qrX = photoX - 12 - QR_SIDE;
  drawLine(page, formText.title.zh, MARGIN, top - 18, writer.style(17, true));
  drawLine(page, formText.title.en, MARGIN, top - 34, writer.style(10, false, grey));
  const facts: [Bilingual, string][] = [
    [formText.orderNo, input.orderNo ?? '—'],
    [formText.applyId, input.reference],
    [formText.applicant, input.applicantName],
    [formText.submittedAt, input.submittedAt ?? '—'],
  ];
  facts.forEach(([label, value], index) => {
    const y = top - 58 - index * 16;
    drawLine(page, `${label.zh} ${label.en}:`, MARGIN, y, writer.style(8, false, grey));
    drawLine(page, value, MARGIN + 118, y, writer.style(9.5, index === 2));
  });

  page.drawRectangle({ x: photoX, y: top - PHOTO.height, width: PHOTO.width, height: PHOTO.height, borderColor: grey, borderWidth: 0.6 });
  const photo = input.photo ? await embedImage(doc, input.photo.bytes, input.photo.type) : null;
  if (photo) {
    const size = fitted(photo, PHOTO.width - 2, PHOTO.height - 2);
    page.drawImage(photo, { x: photoX + (PHOTO.width - size.width) / 2, y: top - PHOTO.height + (PHOTO.height - size.height) / 2, ...size });
  } else {
    drawLine(page, both(formText.noPhoto), photoX + 8, top - PHOTO.height / 2, writer.style(8, false, grey));
  }
  drawQr(page, input.qrContent, qrX, top - QR_SIDE, QR_SIDE);
  drawLine(page, formText.qrCaption.zh, qrX + 4, top - QR_SIDE - 10, writer.style(7, false, grey));
  drawLine(page, formText.qrCaption.en, qrX + 4, top - QR_SIDE - 19, writer.style(6.5, false, grey));
  writer.y = top - PHOTO.height - 10;
}

async function signatureBlock(writer: FormWriter, doc: PDFDocument, input: FormInput) {
  const boxHeight = 70;
  writer.heading(formText.declaration, 120);
  writer.paragraph(formText.statementZh, 9);
  writer.paragraph(formText.statementEn, 8, grey);
  writer.room(boxHeight + 40);
  drawLine(writer.page, both(formText.signature), writer.x, writer.y - 10, writer.style(9));
  const box = { x: writer.x, y: writer.y - 16 - boxHeight, width: Math.min(220, writer.width), height: boxHeight };
  writer.page.drawRectangle({ ...box, borderColor: grey, borderWidth: 0.6 });
  const image = input.signature ? await embedImage(doc, input.signature.png, 'image/png') : null;
  if (image) {
    const size = fitted(image, box.width - 8, box.height - 8);
    writer.page.drawImage(image, { x: box.x + (box.width - size.width) / 2, y: box.y + (box.height - size.height) / 2, ...size });
  } else {
    drawLine(writer.page, both(formText.notSigned), box.x + 10, box.y + box.height / 2 - 4, writer.style(9, false, grey));
  }
  const signedAt = input.signature ? `${both(formText.signedAt)}: ${input.signature.signedAt}` : '';
  if (signedAt) drawLine(writer.page, signedAt, box.x, box.y - 14, writer.style(8.5));
  writer.y = box.y - 24;
}

/** One PDF holding a form for each input, in the order given. */
export async function buildFormsPdf(inputs: FormInput[], now: Date = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Fixed metadata dates keep two builds of the same data byte-comparable in tests; the clock is the caller's.
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  doc.setTitle(`${formText.title.en}`);
  doc.setProducer('Visa Portal');
  const forms = inputs.map(prepare);
  const { text, bold } = charactersOf(forms);
  const fonts = await embedFormFonts(doc, text, bold);
  for (const form of forms) {
    const { input } = form;
    const ids = `${formText.orderNo.en} ${input.orderNo ?? '—'} · ${formText.applyId.en} ${input.reference}`;
    const writer = new FormWriter(doc, fonts, `${input.applicantName} · ${ids}`);
    await header(writer, doc, input);
    writer.startColumns();
    for (const section of [form.visa, ...form.sections]) {
      if (!section.rows.length) continue;
      writer.heading(section.title);
      writer.answers(section.rows);
    }
    await signatureBlock(writer, doc, input);
    writer.footers(`${input.applicantName} · ${ids}`);
  }
  await labelOpenTypeFonts(doc);
  return doc.save();
}

