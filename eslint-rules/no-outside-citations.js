/**
 * A local ESLint plugin with one rule: comments cite the repository's own documents
 * (docs/rules/<area>.md#<heading>, docs/decisions/<record>.md), never a specification, a
 * conventions paper or a tracker that a reader of the repository does not have.
 */

/** What a comment must not cite: the outside specification by name or section, or a tracker's item by number. */
export const outsideCitationPatterns = [
  { regex: /\bSPEC\b/, what: 'the outside specification' },
  { regex: /\bspec\.md\b/i, what: 'the outside specification' },
  { regex: /\bDESIGN(?:\.md)?\s*§|\bDESIGN\.md\b/, what: 'the outside conventions' },
  { regex: /\bissues?\s*(?:#\s*)?\d+/i, what: 'an issue number' },
];

/** The first outside citation in `text`, or undefined. */
export function findOutsideCitation(text) {
  for (const { regex, what } of outsideCitationPatterns) {
    const match = regex.exec(text);
    if (match) return { index: match.index, text: match[0], what };
  }
  return undefined;
}

const noOutsideCitations = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'Comments cite docs/rules or docs/decisions, never an outside specification or issue number',
    },
    schema: [],
    messages: {
      outside:
        'This comment cites {{what}} ("{{text}}"), which a reader of the repository does not have: cite docs/rules/<area>.md#<heading> or docs/decisions/ instead.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = findOutsideCitation(comment.value);
          if (!found) continue;
          // The comment's value starts after its opening // or /*.
          const start = comment.range[0] + 2 + found.index;
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(start),
              end: context.sourceCode.getLocFromIndex(start + found.text.length),
            },
            messageId: 'outside',
            data: { what: found.what, text: found.text },
          });
        }
      },
    };
  },
};

const plugin = {
  meta: { name: 'aula-local', version: '1.0.0' },
  rules: { 'no-outside-citations': noOutsideCitations },
};

export default plugin;
