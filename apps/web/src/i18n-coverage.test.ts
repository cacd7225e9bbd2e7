/**
 * The CI check of issue 17: every text a reader sees comes from a texts table in both languages, and the layout
 * mirrors. It reads the source, so a hard-coded word, a physical margin or an unmirrored arrow fails here with its
 * file and line, before any browser runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TERMS_KEPT_IN_LATIN } from '@ctp/domain/languages';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/instance';

const SRC = path.resolve(import.meta.dirname);

const sourceFiles = (fs.readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|(^|\/)test\//.test(file))
  .map((file) => file.split(path.sep).join('/'));

const isTextsFile = (file: string) => /(^|\/|\.)texts\.ts$/.test(file);

const keptTerms = new Set<string>(TERMS_KEPT_IN_LATIN);
const englishWords = (text: string) => (text.match(/[A-Za-z][A-Za-z0-9'’]*/g) ?? []).filter((word) => !keptTerms.has(word));

/** Words a reader would read: a capitalised word, or two words in a row, that are not a kept term or a class list. */
function readsAsEnglish(text: string): boolean {
  const words = englishWords(text);
  if (words.length === 0) return false;
  if (/^[\w-]+(\s+[\w:/.[\]()%#&>*=,-]+)*$/.test(text.trim()) && /[-:/[]/.test(text)) return false; // a class list
  if (/^[a-z][\w-]*$/.test(text.trim())) return false; // one lowercase token: an id, a type, a key
  return words.some((word) => /^[A-Z][a-z]/.test(word)) || /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text);
}

/** Props whose value a reader sees or hears. */
const TEXT_PROPS = new Set([
  'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt', 'label',
  'legend', 'heading', 'description', 'eyebrow', 'lead', 'hint', 'emptyText', 'emptyMessage', 'message', 'caption',
  'confirmLabel', 'cancelLabel', 'actionLabel', 'submitLabel', 'loadingLabel', 'subtitle', 'tooltip', 'name', 'text',
]);

/** Calls whose strings are for developers or are the texts tables themselves (any error's message is for developers). */
const EXEMPT_CALLS = /^(defineTexts|addArabic|console\.\w+|\w*Error|DOMException|invariant|import|require|describe|it|test|expect|querySelector\w*|matchMedia|getElementById|addEventListener|removeEventListener|dispatchEvent|Event|CustomEvent|fetch|URL|URLSearchParams|RegExp|localStorage\.\w+|setAttribute|getAttribute|createElement|[\w.]+\.(?:setRequestHeader|getResponseHeader|setAttribute|getAttribute))$/;

/** Object keys whose string values are technical (routes, ids, icons, tones, formats). */
const TECHNICAL_KEYS = /^(className|class|id|key|to|href|src|path|type|variant|tone|kind|icon|name|value|method|role|rel|target|mode|anchor|label|placement|format|unit|symbol|code|status|field|queryKey|testId|as|align|side|dir|lang|accept|autoComplete|inputMode|enterKeyHint|pattern|color|fill|stroke|d|viewBox|transform)$/;

/** Names of keys of keyboard events (compared with event.key), not words. */
const KEY_NAMES = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 'Escape', 'Tab', 'PageUp', 'PageDown', 'Backspace', 'Delete']);

/** Files that write technical output only: robots.txt, the JSON-LD block and head tags at build time. */
const TECHNICAL_FILES = new Set(['entry-server.tsx']);

/** A string that is a value compared or assigned for the machine: an event key, an error's name, a cookie, a header. */
function isTechnicalUse(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent)) {
    const operator = parent.operatorToken.kind;
    if ([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken].includes(operator)) return true;
    if (operator === ts.SyntaxKind.EqualsToken && /(\.name|document\.cookie|headers\.\w+)$/.test(parent.left.getText())) return true;
  }
  if (ts.isCaseClause(parent) || ts.isElementAccessExpression(parent)) return true;
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.SuperKeyword) {
    const owner = ts.findAncestor(parent, ts.isClassLike);
    if (owner?.heritageClauses?.some((clause) => /Error\b/.test(clause.getText()))) return true;
  }
  if (ts.isStringLiteral(node) && KEY_NAMES.has(node.text)) return true;
  // CSS in an SVG's own <style>.
  return ts.isJsxExpression(parent) && ts.isJsxElement(parent.parent) && parent.parent.openingElement.tagName.getText() === 'style';
}

interface Finding {
  where: string;
  text: string;
}

function lineOf(source: ts.SourceFile, node: ts.Node) {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  return call.expression.getText().replace(/\s+/g, '');
}

/** Strings a reader sees, written in a component or module instead of a texts table. */
function hardCodedTexts(file: string): Finding[] {
  const text = fs.readFileSync(path.join(SRC, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const report = (node: ts.Node, value: string) => findings.push({ where: `${file}:${lineOf(source, node)}`, text: value.trim() });

  const visit = (node: ts.Node): void => {
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && EXEMPT_CALLS.test(calleeName(node))) return;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isJsxText(node)) {
      if (englishWords(node.text).length > 0) report(node, node.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText();
      const init = node.initializer;
      if (init && ts.isStringLiteral(init)) {
        if (TEXT_PROPS.has(name) && englishWords(init.text).length > 0 && name !== 'name') report(init, init.text);
        return;
      }
      if (name === 'className' || name === 'id' || name === 'to' || name === 'href' || name.startsWith('data-')) return;
    }
    if (ts.isPropertyAssignment(node) && TECHNICAL_KEYS.test(node.name.getText()) && !['label', 'name'].includes(node.name.getText())) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (readsAsEnglish(node.text) && !isTechnicalUse(node)) report(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node) && !isTechnicalUse(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (readsAsEnglish(parts)) report(node, parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** Physical sides in class lists: the layout must mirror, so it speaks of start and end. Centring (left-1/2) is symmetric. */
const PHYSICAL_CLASS =
  /(?<=[\s"'`:])-?(?:m[lr]|p[lr]|left|right|border-[lr]|rounded-(?:[lr]|[tb][lr])|scroll-[mp][lr])-(?!1\/2\b)[\w[\]/.%-]+|(?<=[\s"'`:])(?:text-(?:left|right)|border-[lr])(?=[\s"'`])/g;

/** Arrows and chevrons point the way the reader reads: mirrored in Arabic. */
const DIRECTIONAL_ICON = /<(Chevron(?:s)?(?:Left|Right)|Arrow(?:Left|Right|UpRight|DownRight|UpLeft|DownLeft))\b[^>]*>/g;

// Parsing every source file takes 2 s alone and over 5 s on a loaded 2-core machine.
describe('texts and layout for both languages (issue 17)', { timeout: 30_000 }, () => {
  it('writes no text a reader sees outside a texts table', () => {
    const findings = sourceFiles.filter((file) => !isTextsFile(file) && !TECHNICAL_FILES.has(file)).flatMap(hardCodedTexts);
    expect(findings.map(({ where, text }) => `${where}  ${JSON.stringify(text.slice(0, 80))}`)).toEqual([]);
  });

  it('declares texts only in texts files, so the tables can all be loaded and compared', () => {
    const outside = sourceFiles.filter((file) => !isTextsFile(file) && /\bdefineTexts\(/.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(outside.filter((file) => file !== 'lib/i18n/texts.ts')).toEqual([]);
  });

  it('uses logical sides (start, end) in class lists, never left or right', () => {
    const findings = sourceFiles.flatMap((file) =>
      fs
        .readFileSync(path.join(SRC, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.match(PHYSICAL_CLASS) ?? []).map((match) => `${file}:${index + 1}  ${match}`)),
    );
    expect(findings).toEqual([]);
  });

  it('mirrors every directional icon in right-to-left pages', () => {
    const findings = sourceFiles.flatMap((file) =>
      [...fs.readFileSync(path.join(SRC, file), 'utf8').matchAll(DIRECTIONAL_ICON)]
        .filter((match) => !match[0].includes('rtl:-scale-x-100'))
        .map((match) => `${file}  ${match[1]}`),
    );
    expect(findings).toEqual([]);
  });
});

const textsModules = import.meta.glob(['./**/texts.ts', './**/*.texts.ts', '!./**/*.test.ts'], { eager: true });

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  if (typeof tree === 'string') return new Map([[prefix, tree]]);
  const entries = Array.isArray(tree) ? tree.map((value, index) => [String(index), value] as const) : Object.entries(tree);
  return new Map(entries.flatMap(([key, value]) => [...leaves(value as Tree, prefix ? `${prefix}.${key}` : key)]));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('every texts table in both languages', () => {
  const namespaces = Object.keys(i18n.store.data.en ?? {});

  it('loads the texts tables', () => {
    expect(Object.keys(textsModules).length).toBeGreaterThan(0);
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(namespaces)('%s: the Arabic has every English key, in Arabic, with the same placeholders', (namespace) => {
    const english = leaves(i18n.getResourceBundle('en', namespace) as Tree);
    const arabic = leaves(i18n.getResourceBundle('ar', namespace) as Tree);
    const problems: string[] = [];
    const base = (key: string) => key.replace(PLURAL, '');
    const arabicBases = new Set([...arabic.keys()].map(base));
    for (const [key, text] of english) {
      if (!arabic.has(key) && !(PLURAL.test(key) && arabicBases.has(base(key)))) problems.push(`${key}: missing in Arabic`);
      const translated = arabic.get(key) ?? [...arabic].find(([k]) => base(k) === base(key))?.[1];
      if (translated === undefined) continue;
      if (englishWords(text).length > 0 && !ARABIC_LETTER.test(translated)) problems.push(`${key}: not translated (${translated})`);
      if (placeholders(text).join() !== placeholders(translated).join()) problems.push(`${key}: placeholders differ`);
    }
    const englishBases = new Set([...english.keys()].map(base));
    for (const key of arabic.keys()) if (!englishBases.has(base(key))) problems.push(`${key}: not in English`);
    expect(problems).toEqual([]);
  });
});
