import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The import-boundary messages ESLint gives `code` as if it were the file at `filePath` (relative to the repository). */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2).map((m) => m.message);
}

describe('the venue stays apart from the console', () => {
  const venueFile = 'apps/web/src/venue/engagement/chat/some-panel.tsx';

  it.each([
    ["import { EventsScreen } from '@/features/events/components/events-screen';", 'features or app'],
    ["import { router } from '@/app/router';", 'features or app'],
    ["import { EventsScreen } from '../../../features/events/components/events-screen';", 'features or app'],
    ["import { Button } from '@mantine/core';", 'no Mantine'],
    ["import { notifications } from '@mantine/notifications';", 'no Mantine'],
    ["import { useNavigate } from 'react-router';", 'no React Router'],
    ["import { RouterProvider } from 'react-router/dom';", 'no React Router'],
  ])('refuses %s', async (line, message) => {
    const errors = await boundaryErrors(`${line}\nexport const x = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`, venueFile);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it('accepts the shared lib and its own files', async () => {
    const code = "import { Link } from '@/lib/page-router/link';\nimport { Alert } from '../../ui/alert';\nexport const x = [Link, Alert];\n";
    expect(await boundaryErrors(code, venueFile)).toEqual([]);
  });
});

describe('a repository reads no other module\'s repository', () => {
  it.each([
    ['apps/server/src/modules/events/repository.ts', "import { lockCompanyLimits } from '../plan-limits/repository';"],
    ['apps/server/src/modules/billing/overview/repository.ts', "import { lockCompanyLimits } from '../../plan-limits/repository';"],
    ['apps/server/src/modules/events/repository/sessions.ts', "import { lockCompanyLimits } from '../../attendees/repository';"],
    ['apps/server/src/modules/events/session-repository.ts', "import { lockCompanyLimits } from '../users/account-repository';"],
  ])('%s refuses %s', async (file, line) => {
    const errors = await boundaryErrors(`${line}\nexport const x = lockCompanyLimits;\n`, file);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('never its repository');
  });

  it('accepts the shared query pieces and its own split files', async () => {
    const code = [
      "import { lockCompanyLimits } from '../../db/queries/plan-limits';",
      "import { sessionRows } from './session-repository';",
      'export const x = [lockCompanyLimits, sessionRows];',
      '',
    ].join('\n');
    expect(await boundaryErrors(code, 'apps/server/src/modules/events/repository.ts')).toEqual([]);
  });
});

describe('routes call services, never a repository', () => {
  it.each([
    "import { createEventsRepository } from './repository';",
    "import { createEventsRepository } from '../users/repository';",
    "import { createEventsRepository } from './event-repository';",
  ])('refuses %s', async (line) => {
    const errors = await boundaryErrors(`${line}\nexport const x = createEventsRepository;\n`, 'apps/server/src/modules/events/routes.ts');
    expect(errors.some((m) => m.includes('never a repository'))).toBe(true);
  });

  it('accepts its service', async () => {
    const code = "import { createEventsService } from './service';\nexport const x = createEventsService;\n";
    expect(await boundaryErrors(code, 'apps/server/src/modules/attendee-auth/sign-in-routes.ts')).toEqual([]);
  });
});

describe('routes are guarded one way', () => {
  it.each([
    ['apps/server/src/modules/events/routes.ts', "import { requireUser } from '../../plugins/auth';"],
    ['apps/server/src/modules/billing/overview/service.ts', "import { requireUser } from '../../../plugins/auth';"],
    ['apps/server/src/modules/chat/routes.ts', "import { requireAttendee } from '../../plugins/attendee-auth';"],
  ])('%s refuses %s', async (file, line) => {
    const errors = await boundaryErrors(`${line}\nexport const x = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`, file);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('auth option');
  });

  it('still lets a module name the user type', async () => {
    const code = "import type { AuthenticatedUser } from '../../plugins/auth';\nexport type X = AuthenticatedUser;\n";
    expect(await boundaryErrors(code, 'apps/server/src/modules/profile/routes.ts')).toEqual([]);
  });
});

describe("browser specs take the project's test, which closes the contexts they open", () => {
  const spec = 'apps/web/e2e/some-flow.spec.ts';

  it("refuses Playwright's own test in a spec", async () => {
    const errors = await boundaryErrors("import { test } from '@playwright/test';\ntest('x', () => {});\n", spec);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('support/test');
  });

  it("accepts support/test and Playwright's types", async () => {
    const code = "import type { Page } from '@playwright/test';\nimport { test } from './support/test';\ntest('x', async ({ page }: { page: Page }) => void page);\n";
    expect(await boundaryErrors(code, spec)).toEqual([]);
  });
});
