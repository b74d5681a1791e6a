import * as csstree from 'css-tree';
import { CUSTOM_CSS_ROOT_CLASS, type CustomCssProblem, type CustomCssProblemCode } from '@aula/shared';
import { ALLOWED_FUNCTIONS, ALLOWED_GROUP_AT_RULES, ALLOWED_KEYFRAMES_AT_RULES, ALLOWED_PROPERTIES, FORBIDDEN_IN_STRINGS } from './allowed-css';

export type SanitizedCss = {
  /** The kept rules, scoped under the pages' root; empty when nothing was kept. The pages get them inside the custom layer. */
  css: string;
  problems: CustomCssProblem[];
};

/** Which of a stylesheet's `url()`s may stay: only the event's own library files (docs/rules/design.md#custom-css). */
export type AllowedUrls = (urls: string[]) => Promise<ReadonlySet<string>>;

type Context = { problems: CustomCssProblem[]; isAllowedUrl: (url: string) => boolean; parseErrors: { line: number; column: number }[] };

const ROOT_SELECTORS = new Set(['html', 'body']);

/** Blocks, brackets and functions deeper than this are refused before parsing: the parser and the walk recurse. */
const MAX_NESTING = 32;
const { tokenTypes } = csstree;
const OPENING: ReadonlySet<number> = new Set([tokenTypes.LeftCurlyBracket, tokenTypes.LeftParenthesis, tokenTypes.LeftSquareBracket, tokenTypes.Function]);
const CLOSING: ReadonlySet<number> = new Set([tokenTypes.RightCurlyBracket, tokenTypes.RightParenthesis, tokenTypes.RightSquareBracket]);

/** Where the text first nests deeper than `MAX_NESTING`, by its tokens; null when it never does. */
function tooDeep(source: string): { line: number; column: number } | null {
  let depth = 0;
  let offset: number | null = null;
  csstree.tokenize(source, (type, start) => {
    if (offset !== null) return;
    if (OPENING.has(type)) depth += 1;
    else if (CLOSING.has(type)) depth = Math.max(depth - 1, 0);
    if (depth > MAX_NESTING) offset = start;
  });
  if (offset === null) return null;
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const within = (at: { line: number; column: number }, loc: csstree.CssLocation) =>
  (at.line > loc.start.line || (at.line === loc.start.line && at.column >= loc.start.column)) &&
  (at.line < loc.end.line || (at.line === loc.end.line && at.column <= loc.end.column));

function report(context: Context, code: CustomCssProblemCode, node: csstree.CssNode | null, name = ''): void {
  const loc = node?.loc;
  // What the parser could not read is reported once, where it failed, not again as the text it skipped.
  if (node?.type === 'Raw' && loc && context.parseErrors.some((at) => within(at, loc))) return;
  const start = loc?.start;
  context.problems.push({ code, line: start?.line ?? 1, column: start?.column ?? 1, name });
}

function urlsIn(ast: csstree.CssNode): string[] {
  const urls: string[] = [];
  csstree.walk(ast, (node) => {
    if (node.type === 'Url') urls.push(node.value);
  });
  return urls;
}

/** The first node that makes a value unsafe, with the problem it is; null when the value may stay. */
function unsafeValuePart(context: Context, value: csstree.CssNode): { code: CustomCssProblemCode; node: csstree.CssNode; name: string } | null {
  let found: { code: CustomCssProblemCode; node: csstree.CssNode; name: string } | null = null;
  csstree.walk(value, (node) => {
    if (found) return;
    if (node.type === 'Raw') found = { code: 'value', node, name: '' };
    else if (node.type === 'Url' && !context.isAllowedUrl(node.value)) found = { code: 'url', node, name: '' };
    else if (node.type === 'Function' && !ALLOWED_FUNCTIONS.has(node.name.toLowerCase())) found = { code: 'value', node, name: node.name };
    else if (node.type === 'String' && FORBIDDEN_IN_STRINGS.some((word) => node.value.toLowerCase().includes(word))) found = { code: 'value', node, name: '' };
  });
  return found;
}

/** Keeps a declaration when its property is allowed and its value safe; `!important` is dropped so the safety layer wins. */
function keepDeclaration(context: Context, node: csstree.CssNode): boolean {
  if (node.type !== 'Declaration') {
    report(context, 'nested_rule', node);
    return false;
  }
  const property = node.property.toLowerCase();
  if (!ALLOWED_PROPERTIES.has(property)) {
    report(context, 'property', node, node.property);
    return false;
  }
  if (csstree.generate(node.value).trim() === '') {
    report(context, 'value', node, node.property);
    return false;
  }
  const unsafe = unsafeValuePart(context, node.value);
  if (unsafe) {
    report(context, unsafe.code, unsafe.node, unsafe.code === 'value' ? unsafe.name || node.property : '');
    return false;
  }
  node.important = false;
  return true;
}

function keepDeclarations(context: Context, block: csstree.Block): boolean {
  const kept = block.children.toArray().filter((child) => keepDeclaration(context, child));
  block.children = new csstree.List<csstree.CssNode>().fromArray(kept);
  return kept.length > 0;
}

/** Puts a selector under the pages' root: `html`, `body` and `:root` become the root itself. */
function scopeSelector(selector: csstree.Selector): void {
  const root: csstree.ClassSelector = { type: 'ClassSelector', name: CUSTOM_CSS_ROOT_CLASS };
  const first = selector.children.first;
  const isRoot =
    (first?.type === 'TypeSelector' && ROOT_SELECTORS.has(first.name.toLowerCase())) ||
    (first?.type === 'PseudoClassSelector' && first.name.toLowerCase() === 'root');
  if (isRoot) {
    selector.children.shift();
    selector.children.prepend(selector.children.createItem(root));
    return;
  }
  selector.children.prepend(selector.children.createItem({ type: 'Combinator', name: ' ' }));
  selector.children.prepend(selector.children.createItem(root));
}

function keepRule(context: Context, rule: csstree.Rule): boolean {
  if (rule.prelude.type !== 'SelectorList') {
    report(context, 'selector', rule.prelude);
    return false;
  }
  let safe = true;
  csstree.walk(rule.prelude, (node) => {
    if (safe && (node.type === 'Raw' || node.type === 'Url')) {
      report(context, 'selector', node);
      safe = false;
    }
  });
  if (!safe) return false;
  rule.prelude.children.forEach((selector) => {
    if (selector.type === 'Selector') scopeSelector(selector);
  });
  return keepDeclarations(context, rule.block);
}

/** A keyframe's prelude is percentages or `from`/`to`, never a selector: only its declarations are checked. */
function keepKeyframe(context: Context, node: csstree.CssNode): boolean {
  if (node.type !== 'Rule') {
    report(context, 'nested_rule', node);
    return false;
  }
  return keepDeclarations(context, node.block);
}

function keepAtRule(context: Context, atRule: csstree.Atrule): boolean {
  const name = atRule.name.toLowerCase();
  const isGroup = ALLOWED_GROUP_AT_RULES.has(name);
  const isKeyframes = ALLOWED_KEYFRAMES_AT_RULES.has(name);
  if ((!isGroup && !isKeyframes) || !atRule.block) {
    report(context, 'at_rule', atRule, atRule.name);
    return false;
  }
  if (atRule.prelude && unsafeValuePart(context, atRule.prelude)) {
    report(context, 'at_rule', atRule, atRule.name);
    return false;
  }
  const block = atRule.block;
  const kept = block.children.toArray().filter((child) => (isKeyframes ? keepKeyframe(context, child) : keepTopLevel(context, child)));
  block.children = new csstree.List<csstree.CssNode>().fromArray(kept);
  return kept.length > 0;
}

function keepTopLevel(context: Context, node: csstree.CssNode): boolean {
  if (node.type === 'Rule') return keepRule(context, node);
  if (node.type === 'Atrule') return keepAtRule(context, node);
  report(context, 'syntax', node);
  return false;
}

/**
 * Sanitises an organiser's CSS with a real parser (docs/rules/design.md#custom-css): keeps allowed
 * properties with safe values in plain and `@media`/`@supports`/`@keyframes` rules, scopes every
 * selector under the pages' root. Everything else is dropped and reported at its line and
 * column. The text is parsed once: its `url()`s are looked up in `allowedUrls` from the same tree.
 */
export async function sanitizeCss(source: string, allowedUrls: AllowedUrls): Promise<SanitizedCss> {
  const deep = tooDeep(source);
  if (deep) return { css: '', problems: [{ code: 'nesting', ...deep, name: '' }] };
  const problems: CustomCssProblem[] = [];
  const parseErrors: Context['parseErrors'] = [];
  const ast = csstree.parse(source, {
    positions: true,
    onParseError: (error) => {
      parseErrors.push({ line: error.line, column: error.column });
      problems.push({ code: 'syntax', line: error.line, column: error.column, name: '' });
    },
  });
  if (ast.type !== 'StyleSheet') return { css: '', problems };
  const allowed = await allowedUrls(urlsIn(ast));
  const context: Context = { problems, isAllowedUrl: (url) => allowed.has(url), parseErrors };
  const kept = ast.children.toArray().filter((node) => keepTopLevel(context, node));
  ast.children = new csstree.List<csstree.CssNode>().fromArray(kept);
  return { css: kept.length === 0 ? '' : csstree.generate(ast), problems: dedupe(problems) };
}

/** A parse error and the raw node it left behind are one problem, reported once per place. */
function dedupe(problems: CustomCssProblem[]): CustomCssProblem[] {
  const seen = new Set<string>();
  return problems
    .filter((problem) => {
      const key = `${problem.line}:${problem.column}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
}
