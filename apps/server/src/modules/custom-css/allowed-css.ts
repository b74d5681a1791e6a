/**
 * What custom CSS may contain (docs/rules/design.md#custom-css): only the server needs these lists,
 * since the console asks the server what it would keep.
 */

const BOX = ['margin', 'padding', 'border', 'inset'].flatMap((name) => [name, ...['top', 'right', 'bottom', 'left', 'block', 'inline', 'block-start', 'block-end', 'inline-start', 'inline-end'].map((side) => `${name}-${side}`)]);
const BORDER_PARTS = ['', '-top', '-right', '-bottom', '-left'].flatMap((side) => ['color', 'style', 'width'].map((part) => `border${side}-${part}`));

/** Properties of look and layout; nothing that loads, runs or binds (no `behavior`, `-moz-binding`, `src`). */
export const ALLOWED_PROPERTIES: ReadonlySet<string> = new Set([
  ...BOX,
  ...BORDER_PARTS,
  'border-radius', 'border-top-left-radius', 'border-top-right-radius', 'border-bottom-left-radius', 'border-bottom-right-radius',
  'border-collapse', 'border-spacing',
  'color', 'background', 'background-color', 'background-image', 'background-position', 'background-size', 'background-repeat',
  'background-attachment', 'background-clip', 'background-origin', 'background-blend-mode',
  'opacity', 'box-shadow', 'text-shadow', 'outline', 'outline-color', 'outline-style', 'outline-width', 'outline-offset',
  'accent-color', 'caret-color', 'filter', 'backdrop-filter', 'mix-blend-mode',
  'font', 'font-family', 'font-size', 'font-style', 'font-weight', 'font-variant', 'font-stretch', 'font-feature-settings', 'line-height', 'letter-spacing', 'word-spacing',
  'text-align', 'text-decoration', 'text-decoration-color', 'text-decoration-line', 'text-decoration-style', 'text-decoration-thickness',
  'text-underline-offset', 'text-transform', 'text-indent', 'text-overflow', 'white-space', 'word-break', 'overflow-wrap', 'hyphens', 'vertical-align',
  'list-style', 'list-style-type', 'list-style-position',
  'display', 'visibility', 'overflow', 'overflow-x', 'overflow-y', 'box-sizing', 'float', 'clear', 'position', 'top', 'right', 'bottom', 'left', 'z-index',
  'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'aspect-ratio', 'object-fit', 'object-position',
  'flex', 'flex-direction', 'flex-wrap', 'flex-flow', 'flex-grow', 'flex-shrink', 'flex-basis', 'order',
  'justify-content', 'justify-items', 'justify-self', 'align-content', 'align-items', 'align-self', 'place-content', 'place-items', 'place-self',
  'gap', 'row-gap', 'column-gap', 'grid', 'grid-template', 'grid-template-columns', 'grid-template-rows', 'grid-template-areas',
  'grid-column', 'grid-row', 'grid-area', 'grid-auto-flow', 'grid-auto-columns', 'grid-auto-rows',
  'transform', 'transform-origin', 'transition', 'transition-property', 'transition-duration', 'transition-timing-function', 'transition-delay',
  'animation', 'animation-name', 'animation-duration', 'animation-timing-function', 'animation-delay', 'animation-iteration-count', 'animation-direction', 'animation-fill-mode',
  'cursor', 'content', 'quotes', 'counter-reset', 'counter-increment', 'table-layout', 'column-count', 'column-width', 'columns',
]);

/** At-rules whose blocks hold rules (scoped like top-level ones); `@import`, `@font-face`, `@layer`, `@namespace`… are refused. */
export const ALLOWED_GROUP_AT_RULES: ReadonlySet<string> = new Set(['media', 'supports']);

/** At-rules whose blocks hold keyframes (percentages, `from`, `to`), not selectors. */
export const ALLOWED_KEYFRAMES_AT_RULES: ReadonlySet<string> = new Set(['keyframes']);

/** Functions a value may call: colours, maths, gradients, transforms, timing; never `expression()` or a `url()` by another name. */
export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color-mix', 'var', 'calc', 'min', 'max', 'clamp',
  'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient', 'repeating-radial-gradient', 'repeating-conic-gradient',
  'translate', 'translatex', 'translatey', 'rotate', 'scale', 'scalex', 'scaley', 'skew', 'skewx', 'skewy', 'matrix',
  'cubic-bezier', 'steps', 'minmax', 'repeat', 'fit-content',
  'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'saturate', 'sepia',
  'counter', 'counters',
]);

/** Words that have no place in a stylesheet's strings: they only serve to smuggle script or loads past a reader. */
export const FORBIDDEN_IN_STRINGS = ['javascript:', 'expression(', 'url(', 'vbscript:', 'data:'];
