import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './no-outside-citations.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const rule = plugin.rules['no-outside-citations'];
const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const tsRuleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

// The invalid cases are built from parts so that this file's own text cites nothing.
const spec = 'SP' + 'EC';
const issue = 'iss' + 'ue';
const Issue = 'Iss' + 'ue';
const design = 'DES' + 'IGN';

const outside = (what, text) => ({ messageId: 'outside', data: { what, text } });

ruleTester.run('no-outside-citations', rule, {
  valid: [
    '// Published events cannot be deleted (docs/rules/events.md#states)\nconst a = 1;',
    '/** The wall keeps its order (docs/decisions/0040-live-engagement-social-wall.md). */\nexport const b = 2;',
    '// Known issues: none. We take the issue seriously; 12 rows at most.\nconst c = 3;',
    '// A specification of the form lives in the schema.\nconst d = 4;',
    // Strings and identifiers are not comments: only comments are checked.
    `const message = '${spec} §5 says so';`,
    `const titles = ['${issue} 12'];`,
    // Identifiers that merely contain the word are not citations.
    '// Uses DEFAULT_EVENT_DESIGN and DESIGN_COLUMNS.\nconst e = 5;',
  ],
  invalid: [
    { code: `// Required fields (${spec} §5)\nconst a = 1;`, errors: [outside('the outside specification', spec)] },
    { code: `/* see ${spec}.md */ const a = 1;`, errors: [outside('the outside specification', spec)] },
    { code: `/** as the ${'spec'}.md says */ const a = 1;`, errors: [outside('the outside specification', 'spec.md')] },
    { code: `// The envelope of ${design} §1\nconst a = 1;`, errors: [outside('the outside conventions', `${design} §`)] },
    { code: `/* as ${design}.md says */ const a = 1;`, errors: [outside('the outside conventions', `${design}.md`)] },
    { code: `// The chat (${issue} 10 §1)\nconst a = 1;`, errors: [outside('an issue number', `${issue} 10`)] },
    { code: `// Fixed in ${issue} #12\nconst a = 1;`, errors: [outside('an issue number', `${issue} #12`)] },
    { code: `/** ${Issue} 12 §3: billing */\nconst a = 1;`, errors: [outside('an issue number', `${Issue} 12`)] },
    { code: `// ${issue}12\nconst a = 1;`, errors: [outside('an issue number', `${issue}12`)] },
    {
      code: `// first (${spec} §4)\n/* second (${issue} 9) */\nconst a = 1;`,
      errors: [outside('the outside specification', spec), outside('an issue number', `${issue} 9`)],
    },
  ],
});

tsRuleTester.run('no-outside-citations in TypeScript', rule, {
  valid: ['type A = { id: number }; // see docs/rules/calls.md#events'],
  invalid: [
    {
      code: `interface A {\n  /** ${spec} §9: 65 characters */\n  name: string;\n}`,
      errors: [{ ...outside('the outside specification', spec), line: 2 }],
    },
  ],
});
