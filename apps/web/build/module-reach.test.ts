import { describe, expect, it } from 'vitest';
import { moduleReach, type ModuleGraph } from './module-reach';

type FakeModule = { code: string | null; importedIds?: string[]; dynamicallyImportedIds?: string[] };

/** A module graph as the bundler reports it while chunking. */
const graphOf = (modules: Record<string, FakeModule>): ModuleGraph => ({
  getModuleInfo: (id) => {
    const module = modules[id];
    return module ? { code: module.code, importedIds: module.importedIds ?? [], dynamicallyImportedIds: module.dynamicallyImportedIds ?? [] } : null;
  },
});

const ui: Record<string, FakeModule> = {
  // A package's index, like @mantine/core's: imports every component and passes them on.
  'ui/index.js': {
    code: `import { Modal } from './modal.js'; import { Menu } from './menu.js'; export { Modal, Menu }; export * from './extra.js'; export { Tabs as Tabs } from './tabs.js';`,
    importedIds: ['ui/modal.js', 'ui/menu.js', 'ui/extra.js', 'ui/tabs.js'],
  },
  'ui/modal.js': { code: `import { portal } from './portal.js'; export const Modal = () => portal;`, importedIds: ['ui/portal.js'] },
  'ui/portal.js': { code: 'export const portal = 1;' },
  'ui/menu.js': { code: 'export function Menu() {}' },
  'ui/extra.js': { code: 'export const Extra = 2;' },
  'ui/tabs.js': { code: 'export class Tabs {}' },
  // CommonJS: its requires are not import statements; all of them count.
  'vendor/cjs.js': { code: `module.exports = require('./inner.js');`, importedIds: ['vendor/inner.js'] },
  'vendor/inner.js': { code: 'module.exports = 1;' },
};

describe('moduleReach', () => {
  it('follows a package index to the modules whose names are imported, and not to the rest', () => {
    const reach = moduleReach(
      graphOf({
        ...ui,
        'app/shell.js': {
          code: `import { Modal } from 'ui'; import helper from './helper.js'; import './styles.css'; export const Shell = () => [Modal, helper];`,
          importedIds: ['ui/index.js', 'app/helper.js', 'app/styles.css', '\0vite/preload-helper.js'],
        },
        'app/helper.js': { code: `import value from 'cjs'; export default value;`, importedIds: ['vendor/cjs.js'] },
        'app/styles.css': { code: '' },
      }),
    );
    const reached = reach(['app/shell.js']);
    for (const id of ['app/shell.js', 'app/helper.js', 'app/styles.css', 'ui/modal.js', 'ui/portal.js', 'vendor/cjs.js', 'vendor/inner.js']) {
      expect(reached).toContain(id);
    }
    for (const id of ['ui/menu.js', 'ui/extra.js', 'ui/tabs.js']) expect(reached).not.toContain(id);
  });

  it('finds names passed on through `export *` and renamed re-exports, and a namespace takes everything', () => {
    const reach = moduleReach(
      graphOf({
        ...ui,
        'app/a.js': { code: `import { Extra, Tabs } from 'ui'; export const a = [Extra, Tabs];`, importedIds: ['ui/index.js'] },
        'app/b.js': { code: `import * as all from 'ui'; export const b = all;`, importedIds: ['ui/index.js'] },
      }),
    );
    expect([...reach(['app/a.js'])].sort()).toEqual(['app/a.js', 'ui/extra.js', 'ui/index.js', 'ui/tabs.js']);
    expect(reach(['app/b.js'])).toEqual(new Set(['app/b.js', 'ui/index.js', 'ui/modal.js', 'ui/portal.js', 'ui/menu.js', 'ui/extra.js', 'ui/tabs.js']));
  });

  it('follows a namespace import to the names its code reads, and takes everything when it is used otherwise', () => {
    const reach = moduleReach(
      graphOf({
        ...ui,
        'app/member.js': { code: `import * as ui from 'ui'; export const member = () => ui.Modal(ui?.Extra);`, importedIds: ['ui/index.js'] },
        'app/indexed.js': { code: `import * as ui from 'ui'; export const indexed = (name) => ui[name];`, importedIds: ['ui/index.js'] },
        'app/unused.js': { code: `import * as ui from 'ui'; export const unused = 1;`, importedIds: ['ui/index.js'] },
      }),
    );
    expect(reach(['app/member.js'])).toEqual(new Set(['app/member.js', 'ui/index.js', 'ui/modal.js', 'ui/portal.js', 'ui/extra.js']));
    expect(reach(['app/indexed.js'])).toEqual(new Set(['app/indexed.js', 'ui/index.js', 'ui/modal.js', 'ui/portal.js', 'ui/menu.js', 'ui/extra.js', 'ui/tabs.js']));
    // Unused, the namespace still runs the index, as a bare import would: its own imports, not its re-exports.
    expect(reach(['app/unused.js'])).toEqual(new Set(['app/unused.js', 'ui/index.js', 'ui/modal.js', 'ui/portal.js', 'ui/menu.js']));
  });

  it('follows lazy imports only when asked, taking the whole lazily loaded module', () => {
    const reach = moduleReach(
      graphOf({
        ...ui,
        'app/routes.js': { code: `export const load = () => import('./screen.js');`, dynamicallyImportedIds: ['app/screen.js'] },
        'app/screen.js': { code: `import { Menu } from 'ui'; export const Screen = Menu;`, importedIds: ['ui/index.js'] },
      }),
    );
    expect(reach(['app/routes.js'])).toEqual(new Set(['app/routes.js']));
    expect(reach(['app/routes.js'], { dynamic: true })).toEqual(new Set(['app/routes.js', 'app/screen.js', 'ui/index.js', 'ui/menu.js']));
  });

  it('takes every import of a module whose code it cannot match to the bundler’s list', () => {
    const reach = moduleReach(
      graphOf({
        ...ui,
        // Two sources in the code, one id reported: the names cannot be placed, so everything counts.
        'app/odd.js': { code: `import { Menu } from 'ui'; import { x } from './x.js'; export const odd = [Menu, x];`, importedIds: ['ui/index.js'] },
        'app/broken.js': { code: 'export const = ;', importedIds: ['ui/menu.js'] },
      }),
    );
    expect(reach(['app/odd.js'])).toEqual(new Set(['app/odd.js', 'ui/index.js', 'ui/modal.js', 'ui/portal.js', 'ui/menu.js', 'ui/extra.js', 'ui/tabs.js']));
    expect(reach(['app/broken.js'])).toEqual(new Set(['app/broken.js', 'ui/menu.js']));
  });
});
