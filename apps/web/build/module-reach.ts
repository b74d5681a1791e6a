import { parseSync, type ESTree } from 'vite';

/** What the bundler tells about a module while it chunks: its code and what it imports. */
export type ModuleGraph = {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** An import or re-export: which of the module's imported modules, and which of its exports. */
type Binding = { source: number; name: string };

type ModuleLinks = {
  /** False for CommonJS or code whose imports cannot be matched to the bundler's list. */
  readable: boolean;
  /** What the module's own code imports: a name, the namespace (`*`), or the module alone (``). */
  imports: Binding[];
  /** Its named exports: declared here, or passed on from an imported module. */
  exports: Map<string, 'local' | Binding>;
  /** `export * from …`, in order. */
  stars: number[];
};

const UNREADABLE: ModuleLinks = { readable: false, imports: [], exports: new Map(), stars: [] };

/**
 * The modules that a set of root modules needs, following each import by the names it takes.
 * Following every import would be simpler, but through a package's index (`@mantine/core`,
 * `@tabler/icons-react`, `@aula/shared`) it reaches every module of the package that any screen
 * uses; this follows `import { Modal } from '@mantine/core'` to Modal's module only, as the
 * bundler's tree-shaking does. A module it cannot read that way (CommonJS) takes all its imports
 * along: the answer may hold more than is needed, never less.
 */
export function moduleReach(graph: ModuleGraph) {
  const links = new Map<string, ModuleLinks>();
  const importedIds = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
  const linksOf = (id: string) => {
    let found = links.get(id);
    if (!found) links.set(id, (found = readLinks(graph.getModuleInfo(id)?.code ?? null, importedIds(id))));
    return found;
  };

  /** Whether `id` exports `name`, itself or through `export *`; an unreadable module may. */
  const exportsName = (id: string | undefined, name: string, seen = new Set<string>()): boolean => {
    if (id === undefined || seen.has(id)) return false;
    seen.add(id);
    const module = linksOf(id);
    if (!module.readable || module.exports.has(name)) return true;
    return module.stars.some((star) => exportsName(importedIds(id)[star], name, seen));
  };

  return (roots: readonly string[], { dynamic = false }: { dynamic?: boolean } = {}): Set<string> => {
    const reached = new Set<string>();
    const ran = new Set<string>();
    const done = new Set<string>();
    const pending: [id: string, name: string][] = roots.map((id) => [id, '']);
    const follow = (id: string, binding: Binding) => {
      const imported = importedIds(id)[binding.source];
      if (imported !== undefined) pending.push([imported, binding.name]);
    };
    const run = (id: string) => {
      if (ran.has(id)) return;
      ran.add(id);
      reached.add(id);
      const module = linksOf(id);
      if (module.readable) for (const binding of module.imports) follow(id, binding);
      // Its code may use anything of what it imports.
      else for (const imported of importedIds(id)) pending.push([imported, '*']);
      if (dynamic) for (const imported of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) pending.push([imported, '*']);
    };

    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const [id, name] = next;
      const key = `${id}\0${name}`;
      if (done.has(key)) continue;
      done.add(key);
      const module = linksOf(id);
      reached.add(id);
      if (name === '' || !module.readable) {
        run(id);
      } else if (name === '*') {
        if (module.exports.size === 0 && module.stars.length === 0) run(id);
        for (const exported of module.exports.keys()) pending.push([id, exported]);
        module.stars.forEach((star) => follow(id, { source: star, name: '*' }));
      } else {
        const exported = module.exports.get(name);
        if (exported === 'local') run(id);
        else if (exported) follow(id, exported);
        else {
          const star = module.stars.find((source) => exportsName(importedIds(id)[source], name));
          if (star === undefined) run(id);
          else follow(id, { source: star, name });
        }
      }
    }
    return reached;
  };
}

/** Reads a module's imports and exports from its code, matched to the bundler's `importedIds`. */
function readLinks(code: string | null, importedIds: readonly string[]): ModuleLinks {
  if (code === null) return UNREADABLE;
  const { program, errors } = parseSync('module.js', code);
  if (errors.length > 0) return UNREADABLE;

  const sources: string[] = [];
  const sourceOf = ({ value }: ESTree.StringLiteral) => {
    const index = sources.indexOf(value);
    return index >= 0 ? index : sources.push(value) - 1;
  };
  const links: ModuleLinks = { readable: true, imports: [], exports: new Map(), stars: [] };
  const importedBindings = new Map<string, Binding>();
  const localExports: [local: string, exported: string][] = [];
  const namespaces = new Map<string, number>();

  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const source = sourceOf(node.source);
      if (node.specifiers.length === 0) links.imports.push({ source, name: '' });
      for (const specifier of node.specifiers) {
        const name = specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*';
        if (name === '*') namespaces.set(specifier.local.name, source);
        else links.imports.push({ source, name });
        importedBindings.set(specifier.local.name, { source, name });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      const source = sourceOf(node.source);
      if (node.exported) links.exports.set(nameOf(node.exported), { source, name: '*' });
      else links.stars.push(source);
    } else if (node.type === 'ExportNamedDeclaration') {
      if (node.source) {
        const source = sourceOf(node.source);
        for (const specifier of node.specifiers) links.exports.set(nameOf(specifier.exported), { source, name: nameOf(specifier.local) });
      } else if (node.declaration) {
        for (const name of declaredNames(node.declaration)) links.exports.set(name, 'local');
      } else {
        for (const specifier of node.specifiers) localExports.push([nameOf(specifier.local), nameOf(specifier.exported)]);
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      links.exports.set('default', 'local');
    }
  }
  for (const [local, names] of namespaceUses(program, new Set(namespaces.keys()))) {
    const source = namespaces.get(local)!;
    // Unused, it still runs the module, as a bare `import '…'` does.
    if (names.size === 0) links.imports.push({ source, name: '' });
    for (const name of names) links.imports.push({ source, name });
  }
  // `import { a } from './a'; export { a }` passes `a` on; anything else exported is declared here.
  for (const [local, exported] of localExports) links.exports.set(exported, importedBindings.get(local) ?? 'local');

  // `importedIds` lists the sources in the order they first appear, then any helper the bundler adds.
  const matches = importedIds.length >= sources.length && importedIds.slice(sources.length).every((id) => id.startsWith('\0'));
  return matches ? links : UNREADABLE;
}

/**
 * What the code takes from each namespace import: `core.config` takes `config` only, as the
 * bundler's tree-shaking sees it; any other use of the namespace (passed on, destructured,
 * indexed) takes all of it (`*`). Through `import * as core from '../core/index.js'` (zod's own
 * modules do this) following the whole namespace reached every module of the package, so code
 * that only the signed-in screens run was counted as the login page's
 * (docs/decisions/0102-chunking-follows-namespace-members.md).
 */
function namespaceUses(program: ESTree.Program, locals: ReadonlySet<string>): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>([...locals].map((local) => [local, new Set<string>()]));
  if (locals.size === 0) return uses;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null || !('type' in value)) return;
    const node = value as ESTree.Node;
    if (node.type === 'ImportDeclaration') return;
    if (node.type === 'MemberExpression' && !node.computed) {
      if (node.object.type === 'Identifier' && locals.has(node.object.name)) uses.get(node.object.name)!.add(node.property.name);
      else visit(node.object);
      return;
    }
    if (node.type === 'Identifier' && locals.has(node.name)) {
      uses.get(node.name)!.add('*');
      return;
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(program.body);
  return uses;
}

function nameOf(node: ESTree.ModuleExportName): string {
  return node.type === 'Identifier' ? node.name : String(node.value);
}

/** The names a declaration after `export` binds; a destructuring binds names it does not tell. */
function declaredNames(declaration: ESTree.Declaration): string[] {
  if (declaration.type === 'VariableDeclaration') {
    return declaration.declarations.flatMap((declarator) => (declarator.id.type === 'Identifier' ? [declarator.id.name] : []));
  }
  return 'id' in declaration && declaration.id?.type === 'Identifier' ? [declaration.id.name] : [];
}
