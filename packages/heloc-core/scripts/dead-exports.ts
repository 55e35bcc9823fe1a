/**
 * Which names on the core's public face (the entry points in package.json "exports") nothing imports.
 * Decision 069. The files are parsed with the TypeScript compiler (syntax only, no type check), so an
 * `import type`, an aliased import, a namespace import, an `import('…').Name` type and a re-export
 * through another module are each read as what they are, not matched as text.
 *
 * A name is traced to the module that declares it (`index.ts` only re-exports). It is live when a
 * file other than that module imports it, by the entry point or by the module's own path, except:
 * - a re-export inside the core is not a use (the import of the re-exporting file is traced instead);
 * - a core test counts only for the module it sits beside (`foo.test.ts` for `foo.ts`), or for the
 *   shared test kit (`src/testing/`), which exists to serve every test.
 */
import ts from 'typescript';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { posix } from 'node:path';

export interface SourceText {
  /** Path from the repository root, with forward slashes. */
  readonly path: string;
  readonly text: string;
}

export interface PublicName {
  /** The name as the entry point exports it. */
  readonly name: string;
  /** The import specifier of the entry point (`@heloc/core`, `@heloc/core/calendar`, …). */
  readonly entry: string;
  /** The module that declares it, and the name it has there. */
  readonly module: string;
  readonly local: string;
}

export interface DeadExportsInput {
  readonly files: readonly SourceText[];
  /** Import specifier → entry file, e.g. `@heloc/core` → `packages/heloc-core/src/index.ts`. */
  readonly entries: Readonly<Record<string, string>>;
  /** The core's source folder, e.g. `packages/heloc-core/src`. */
  readonly coreSrc: string;
  /** The core package folder, e.g. `packages/heloc-core` (its tests are the core's tests). */
  readonly corePackage: string;
}

export interface DeadExportsReport {
  readonly publicNames: readonly PublicName[];
  readonly dead: readonly PublicName[];
  /** Module-qualified names (`module#local`) → the files that import them (for diagnostics). */
  readonly users: ReadonlyMap<string, ReadonlySet<string>>;
}

const TEST_FILE = /\.test(-d)?\.tsx?$/;
const key = (module: string, local: string) => `${module}#${local}`;

export function deadExports(input: DeadExportsInput): DeadExportsReport {
  const byPath = new Map(input.files.map((f) => [f.path, f]));
  const parsed = new Map<string, ts.SourceFile>();
  const parse = (path: string): ts.SourceFile | undefined => {
    let sf = parsed.get(path);
    if (!sf) {
      const file = byPath.get(path);
      if (!file) return undefined;
      const kind = path.endsWith('x')
        ? ts.ScriptKind.TSX
        : path.endsWith('.ts') || path.endsWith('.mts')
          ? ts.ScriptKind.TS
          : ts.ScriptKind.JS;
      sf = ts.createSourceFile(path, file.text, ts.ScriptTarget.Latest, false, kind);
      parsed.set(path, sf);
    }
    return sf;
  };

  /** A specifier, from a file, to a core file; undefined when it leads outside the core. */
  const resolve = (from: string, spec: string): string | undefined => {
    const entry = input.entries[spec];
    if (entry) return entry;
    if (!spec.startsWith('.')) return undefined;
    const base = posix.normalize(posix.join(posix.dirname(from), spec));
    if (!base.startsWith(`${input.coreSrc}/`)) return undefined;
    const stem = base.replace(/\.(m?js|jsx)$/, '');
    for (const candidate of [`${stem}.ts`, `${stem}.tsx`, base, `${stem}/index.ts`])
      if (byPath.has(candidate)) return candidate;
    return undefined;
  };

  const specOf = (node: ts.Expression | undefined) => (node && ts.isStringLiteral(node) ? node.text : undefined);
  const hasExport = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

  /** Every name a file exports, each with where it comes from. */
  interface Exported {
    readonly name: string;
    /** Re-exported from another file under this local name, or declared here. */
    readonly from?: { readonly file: string; readonly name: string };
  }
  const exportsCache = new Map<string, Exported[]>();
  const exportsOf = (path: string, seen = new Set<string>()): Exported[] => {
    const cached = exportsCache.get(path);
    if (cached) return cached;
    const sf = parse(path);
    if (!sf || seen.has(path)) return [];
    seen.add(path);
    const imported = new Map<string, { file: string; name: string }>();
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st)) continue;
      const target = resolve(path, specOf(st.moduleSpecifier) ?? '');
      const bindings = st.importClause?.namedBindings;
      if (target && bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements)
          imported.set(el.name.text, { file: target, name: (el.propertyName ?? el.name).text });
      }
    }
    const out: Exported[] = [];
    for (const st of sf.statements) {
      if (ts.isExportDeclaration(st)) {
        const spec = specOf(st.moduleSpecifier);
        const target = spec === undefined ? undefined : resolve(path, spec);
        if (spec !== undefined && !target) continue; // a re-export of a library: not the core's name
        if (!st.exportClause) {
          // `export * from` (the lint bans it in the core; followed here so nothing hides behind it)
          for (const e of exportsOf(target!, seen))
            if (e.name !== 'default') out.push({ name: e.name, from: { file: target!, name: e.name } });
        } else if (ts.isNamespaceExport(st.exportClause)) {
          out.push({ name: st.exportClause.name.text });
        } else {
          for (const el of st.exportClause.elements) {
            const local = (el.propertyName ?? el.name).text;
            if (target) out.push({ name: el.name.text, from: { file: target, name: local } });
            else {
              const via = imported.get(local);
              out.push(via ? { name: el.name.text, from: via } : { name: el.name.text });
            }
          }
        }
      } else if (ts.isExportAssignment(st)) {
        out.push({ name: 'default' });
      } else if (hasExport(st)) {
        const isDefault = (ts.getModifiers(st as ts.HasModifiers) ?? []).some(
          (m) => m.kind === ts.SyntaxKind.DefaultKeyword,
        );
        if (isDefault) out.push({ name: 'default' });
        else if (ts.isVariableStatement(st)) {
          for (const d of st.declarationList.declarations) for (const n of bindingNames(d.name)) out.push({ name: n });
        } else if (
          (ts.isFunctionDeclaration(st) ||
            ts.isClassDeclaration(st) ||
            ts.isInterfaceDeclaration(st) ||
            ts.isTypeAliasDeclaration(st) ||
            ts.isEnumDeclaration(st) ||
            ts.isModuleDeclaration(st)) &&
          st.name &&
          ts.isIdentifier(st.name)
        ) {
          out.push({ name: st.name.text });
        }
      }
    }
    exportsCache.set(path, out);
    return out;
  };

  /** The module that declares a name a file exports, and its name there. */
  const trace = (file: string, name: string, depth = 0): { module: string; local: string } | undefined => {
    const e = exportsOf(file).find((x) => x.name === name);
    if (!e) return undefined;
    if (!e.from || depth > 20) return { module: file, local: name };
    return trace(e.from.file, e.from.name, depth + 1) ?? { module: e.from.file, local: e.from.name };
  };

  // The public face.
  const publicNames: PublicName[] = [];
  for (const [entry, file] of Object.entries(input.entries)) {
    for (const e of exportsOf(file)) {
      const origin = trace(file, e.name) ?? { module: file, local: e.name };
      publicNames.push({ name: e.name, entry, module: origin.module, local: origin.local });
    }
  }

  // The uses.
  const users = new Map<string, Set<string>>();
  const isCoreTest = (p: string) => p.startsWith(`${input.corePackage}/`) && TEST_FILE.test(p);
  const counts = (user: string, module: string) => {
    if (user === module) return false;
    if (!isCoreTest(user)) return true;
    if (module.startsWith(`${input.coreSrc}/testing/`)) return true;
    return user.replace(TEST_FILE, '') === module.replace(/\.tsx?$/, '');
  };
  const use = (user: string, target: string, name: string) => {
    const names = name === '*' ? exportsOf(target).map((e) => e.name) : [name];
    for (const n of names) {
      const origin = trace(target, n);
      if (!origin || !counts(user, origin.module)) continue;
      const k = key(origin.module, origin.local);
      let set = users.get(k);
      if (!set) users.set(k, (set = new Set()));
      set.add(user);
    }
  };

  for (const file of input.files) {
    const sf = parse(file.path);
    if (!sf) continue;
    const inCore = file.path.startsWith(`${input.coreSrc}/`);
    const namespaces = new Map<string, string>(); // local namespace binding → core file
    for (const st of sf.statements) {
      if (ts.isImportDeclaration(st)) {
        const target = resolve(file.path, specOf(st.moduleSpecifier) ?? '');
        const clause = st.importClause;
        if (!target || !clause) continue;
        if (clause.name) use(file.path, target, 'default');
        const b = clause.namedBindings;
        if (b && ts.isNamedImports(b))
          for (const el of b.elements) use(file.path, target, (el.propertyName ?? el.name).text);
        if (b && ts.isNamespaceImport(b)) namespaces.set(b.name.text, target);
      } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !inCore) {
        // A re-export outside the core: its own importers are not traced, so it counts as a use.
        const target = resolve(file.path, specOf(st.moduleSpecifier) ?? '');
        if (!target) continue;
        if (st.exportClause && ts.isNamedExports(st.exportClause))
          for (const el of st.exportClause.elements) use(file.path, target, (el.propertyName ?? el.name).text);
        else use(file.path, target, '*');
      }
    }
    // Parents are not set by a syntax-only parse; the walk carries them.
    const visit = (node: ts.Node, p: ts.Node | undefined): void => {
      if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        const target = resolve(file.path, node.argument.literal.text);
        if (target) use(file.path, target, node.qualifier ? leftmost(node.qualifier) : '*');
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const target = resolve(file.path, specOf(node.arguments[0]) ?? '');
        if (target) use(file.path, target, '*'); // a dynamic import: what it takes is not read here
      } else if (ts.isIdentifier(node) && p && namespaces.has(node.text) && !ts.isNamespaceImport(p)) {
        const target = namespaces.get(node.text)!;
        if (ts.isPropertyAccessExpression(p) && p.expression === node) use(file.path, target, p.name.text);
        else if (ts.isQualifiedName(p) && p.left === node) use(file.path, target, p.right.text);
        else use(file.path, target, '*'); // the namespace itself escapes: every name may be read
      }
      ts.forEachChild(node, (child) => visit(child, node));
    };
    visit(sf, undefined);
  }

  const dead = publicNames.filter((p) => !users.has(key(p.module, p.local)));
  return { publicNames, dead, users };
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((el) => (ts.isOmittedExpression(el) ? [] : bindingNames(el.name)));
}

function leftmost(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : leftmost(name.left);
}

/** Where the core's names may be imported from: every app, package, story and script. */
export const IMPORTER_ROOTS = [
  'apps/*/src',
  'apps/*/test',
  'apps/*/e2e',
  'apps/*/scripts',
  'apps/*',
  'packages/*/src',
  'packages/*/scripts',
  '.storybook',
  'scripts',
];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|jsx)$/;

/** The repository's importer files and the core's entry points, read from disk. */
export function readRepo(root: string, corePackage = 'packages/heloc-core'): DeadExportsInput {
  const files: SourceText[] = [];
  const seen = new Set<string>();
  const walk = (dir: string, deep: boolean) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(posix.join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const path = posix.join(dir, e.name);
      if (e.isDirectory()) {
        if (deep && e.name !== 'node_modules' && e.name !== 'dist' && !e.name.startsWith('.')) walk(path, true);
      } else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts') && !seen.has(path)) {
        seen.add(path);
        files.push({ path, text: readFileSync(posix.join(root, path), 'utf8') });
      }
    }
  };
  const expand = (pattern: string): string[] => {
    const [head, star, ...rest] = pattern.split('/');
    if (star !== '*') return [pattern];
    const dirs = readdirSync(posix.join(root, head!), { withFileTypes: true }).filter((d) => d.isDirectory());
    return dirs.map((d) => [head, d.name, ...rest].join('/'));
  };
  // `apps/*` alone is an app's own folder: its config files, not its subfolders (listed above).
  for (const pattern of IMPORTER_ROOTS) for (const dir of expand(pattern)) walk(dir, pattern !== 'apps/*');

  const pkg = JSON.parse(readFileSync(posix.join(root, corePackage, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, { source: string }>;
  };
  const entries: Record<string, string> = {};
  for (const [sub, target] of Object.entries(pkg.exports)) {
    entries[sub === '.' ? pkg.name : `${pkg.name}/${sub.replace(/^\.\//, '')}`] = posix.join(
      corePackage,
      target.source,
    );
  }
  return { files, entries, coreSrc: `${corePackage}/src`, corePackage };
}
