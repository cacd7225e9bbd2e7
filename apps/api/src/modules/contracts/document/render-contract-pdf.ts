import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { printable, wrapText } from './text-layout';
import { PLATFORM_NAME, clausesOf, closingLinesOf, headingOf, signatureBlockOf, type ContractDocumentInput } from './contract-wording';

/** How verification recognises a copy of one of our contracts, altered or not: keywords in the PDF's metadata. */
export const CONTRACT_KEYWORD = { id: 'ctp-contract-id:', number: 'ctp-contract-number:' } as const;

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10;
const SMALL_SIZE = 8;
const LINE_GAP = 1.45;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.46);
const DRAFT_MARK = rgb(0.85, 0.2, 0.2);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes lines top to bottom, starting a new page when one is full. */
function pageWriter(doc: PDFDocument, fonts: Fonts) {
  let page: PDFPage = doc.addPage(PageSizes.A4);
  let y = PAGE_HEIGHT - MARGIN;
  const encodable = new Set(fonts.regular.getCharacterSet());
  const clean = (text: string) => printable(text, (c) => encodable.has(c));

  const newPage = () => {
    page = doc.addPage(PageSizes.A4);
    y = PAGE_HEIGHT - MARGIN;
  };

  function text(value: string, options: { size?: number; bold?: boolean; indent?: number; color?: typeof INK; keepWith?: number } = {}) {
    const size = options.size ?? BODY_SIZE;
    const font = options.bold ? fonts.bold : fonts.regular;
    const indent = options.indent ?? 0;
    const lines = wrapText(clean(value), TEXT_WIDTH - indent, (s) => font.widthOfTextAtSize(s, size));
    const lineHeight = size * LINE_GAP;
    // A heading is not left alone at the foot of a page: it needs room for what follows it.
    if (y - lineHeight * (lines.length + (options.keepWith ?? 0)) < MARGIN + SMALL_SIZE * 3) newPage();
    for (const line of lines) {
      if (y - lineHeight < MARGIN + SMALL_SIZE * 3) newPage();
      y -= lineHeight;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color: options.color ?? INK });
    }
  }

  return {
    text,
    gap: (points: number) => {
      y -= points;
    },
    newPage,
    rule: () => {
      y -= 6;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_WIDTH - MARGIN, y }, thickness: 0.5, color: MUTED });
      y -= 6;
    },
  };
}

/**
 * The contract as a PDF: title block, numbered clauses, and a signature page with each party's signature (or
 * "Awaiting signature"). Deterministic: the dates in the metadata come from the input, never the clock, so the same
 * input gives the same bytes. The contract's id and number are in the metadata keywords for verification.
 */
export async function renderContractPdf(input: ContractDocumentInput): Promise<Uint8Array> {
  const { contract } = input;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const write = pageWriter(doc, fonts);

  write.text(PLATFORM_NAME.toUpperCase(), { size: 9, bold: true, color: MUTED });
  write.text('Commodity Sale and Purchase Contract', { size: 18, bold: true });
  for (const line of headingOf(input)) write.text(line, { size: BODY_SIZE, color: line.startsWith('DRAFT') ? DRAFT_MARK : INK, bold: line.startsWith('DRAFT') });
  write.rule();

  clausesOf(input).forEach((clause, index) => {
    write.gap(6);
    write.text(`${index + 1}. ${clause.title}`, { bold: true, size: 11, keepWith: 2 });
    for (const paragraph of clause.paragraphs) write.text(paragraph, { indent: 14 });
  });

  write.newPage();
  write.text('Signatures', { size: 16, bold: true });
  write.text(`Contract No. ${contract.contractNumber}`, { color: MUTED });
  write.rule();
  for (const role of ['buyer', 'seller'] as const) {
    const block = signatureBlockOf(input, role);
    write.gap(8);
    write.text(block.title, { bold: true, size: 11, keepWith: block.lines.length });
    for (const line of block.lines) write.text(line, { indent: 14 });
  }
  write.gap(12);
  write.rule();
  for (const line of closingLinesOf(input)) write.text(line, { size: 9 });

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = `${contract.contractNumber}  -  page ${index + 1} of ${pages.length}`;
    page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: SMALL_SIZE, font: fonts.regular, color: MUTED });
    if (input.kind === 'draft') page.drawText('DRAFT', { x: PAGE_WIDTH - MARGIN - 40, y: MARGIN / 2, size: SMALL_SIZE + 2, font: fonts.bold, color: DRAFT_MARK });
  });

  doc.setTitle(`Contract ${contract.contractNumber}`);
  doc.setSubject(`Contract ${contract.contractNumber} (${contract.id})`);
  doc.setKeywords([`${CONTRACT_KEYWORD.id}${contract.id}`, `${CONTRACT_KEYWORD.number}${contract.contractNumber}`]);
  doc.setAuthor(PLATFORM_NAME);
  doc.setCreator(PLATFORM_NAME);
  doc.setProducer(PLATFORM_NAME);
  doc.setCreationDate(new Date(contract.createdAt));
  doc.setModificationDate(new Date(input.issuedAt));
  return doc.save({ useObjectStreams: false });
}

/** The contract id a PDF's metadata names, or null (not one of ours, or not a PDF pdf-lib can read). */
export async function contractIdNamedIn(bytes: Uint8Array): Promise<string | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: false });
    const keywords = doc.getKeywords() ?? '';
    const match = new RegExp(`${CONTRACT_KEYWORD.id}([0-9a-f-]{36})`, 'i').exec(keywords);
    return match ? match[1]!.toLowerCase() : null;
  } catch {
    return null;
  }
}
