import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import { SRC, sources } from './sources'

const ROOT = path.resolve(SRC, '..')

/** One import of a module: where it points, what it names, and whether it exists at run time. */
export type ModuleImport = {
  /** The module's file, when it is one of ours (else the package's name). */
  target: string
  /** The names it takes (`*` for a namespace or a bare import, `default`). */
  names: string[]
  /** Only types: gone once compiled, so it makes no run-time dependency. */
  typeOnly: boolean
  /** An `import()` inside a function. */
  dynamic: boolean
}

export type ModuleInfo = {
  file: string
  imports: ModuleImport[]
  /** The names it exports as values (functions, constants, classes), with their lines. */
  exports: { name: string; line: number }[]
  /** Strings naming a module and one of its exports, as Payload's admin does: "@/x#Name". */
  componentPaths: string[]
  source: ts.SourceFile
}

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs']

/** The file an import specifier resolves to, from `from` (our alias `@/`, relative paths). */
export function resolveSpecifier(specifier: string, from: string): string {
  let base: string | undefined
  if (specifier === '@payload-config') return path.join(ROOT, 'payload.config.ts')
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  if (!base) return specifier
  if (existsSync(base) && statSync(base).isFile()) return base
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension
  }
  return base
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

/** What one file imports and exports, read from its syntax tree. */
export function readModule(file: string): ModuleInfo {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const imports: ModuleImport[] = []
  const exports: ModuleInfo['exports'] = []
  const componentPaths: string[] = []
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const names: string[] = []
      let allTypes = Boolean(clause?.isTypeOnly)
      if (clause) {
        if (clause.name) names.push('default')
        const bindings = clause.namedBindings
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*')
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            names.push((element.propertyName ?? element.name).text)
          }
          if (!clause.name && bindings.elements.length > 0) {
            allTypes ||= bindings.elements.every((element) => element.isTypeOnly)
          }
        }
      } else names.push('*')
      imports.push({
        target: resolveSpecifier(node.moduleSpecifier.text, file),
        names,
        typeOnly: allTypes,
        dynamic: false,
      })
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((element) => (element.propertyName ?? element.name).text)
          : ['*']
      imports.push({
        target: resolveSpecifier(node.moduleSpecifier.text, file),
        names,
        typeOnly: node.isTypeOnly,
        dynamic: false,
      })
      if (!node.isTypeOnly && node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) {
          if (!element.isTypeOnly) exports.push({ name: element.name.text, line: lineOf(node) })
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      imports.push({
        target: resolveSpecifier(node.arguments[0].text, file),
        names: ['*'],
        typeOnly: false,
        dynamic: true,
      })
    } else if (ts.isStringLiteral(node) && /^@\/[\w/().[\]-]+#\w+$/.test(node.text)) {
      componentPaths.push(node.text)
    }
    if (node.parent === source && hasExport(node)) {
      if (ts.isVariableStatement(node)) {
        for (const declaration of node.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) {
            exports.push({ name: declaration.name.text, line: lineOf(node) })
          }
        }
      } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
        const isDefault = (ts.getModifiers(node) ?? []).some(
          (m) => m.kind === ts.SyntaxKind.DefaultKeyword,
        )
        exports.push({ name: isDefault ? 'default' : node.name.text, line: lineOf(node) })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { file, imports, exports, componentPaths, source }
}

/** Every module of the app: src, and the config that loads it. */
export function appModules(): Map<string, ModuleInfo> {
  const files = [...sources(SRC), path.join(ROOT, 'payload.config.ts')]
  return new Map(files.map((file) => [file, readModule(file)]))
}

/**
 * The cycles of modules that need each other at run time (type-only imports make none; an
 * `import()` does: it only postpones the cycle to the first call). Tarjan's strongly connected
 * components: each cycle is a group of modules, named from the repository's root.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const lows = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const connect = (node: string) => {
    indices.set(node, index)
    lows.set(node, index)
    index += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue
      if (!indices.has(next)) {
        connect(next)
        lows.set(node, Math.min(lows.get(node)!, lows.get(next)!))
      } else if (onStack.has(next)) {
        lows.set(node, Math.min(lows.get(node)!, indices.get(next)!))
      }
    }
    if (lows.get(node) === indices.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      const selfLoop = (graph.get(node) ?? []).includes(node)
      if (group.length > 1 || selfLoop) cycles.push(group.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) connect(node)
  return cycles
}

/** The run-time import graph of the app's modules. */
export function runtimeGraph(modules: ReadonlyMap<string, ModuleInfo>) {
  return new Map(
    [...modules].map(([file, info]) => [
      file,
      info.imports.filter((each) => !each.typeOnly).map((each) => each.target),
    ]),
  )
}

export const fromRoot = (file: string) => path.relative(ROOT, file)
