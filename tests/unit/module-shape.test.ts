import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import { beforeAll, describe, expect, it } from 'vitest'

import { allOperations, catalogue, domainLists, namesDeclaredTwice } from '@/catalogue'
import { operations } from '@/core/defineOperation'
import { nothing } from '@/core/inputs'
import { ROUTES } from '@/core/routes'

import {
  appModules,
  fromRoot,
  readModule,
  importCycles,
  type ModuleInfo,
  runtimeGraph,
} from '../support/importGraph'

/*
 * How the code is put together, read from its own files: each domain declares its operations in
 * its `operations/index.ts` and the catalogue only collects them, every name once; no module
 * needs itself back through others; a job or a webhook changes the business only by calling an
 * operation.
 */

let modules: Map<string, ModuleInfo>
beforeAll(() => {
  modules = appModules()
})

describe('no import cycles', () => {
  it('no module of the app needs itself back through others (run-time imports, import() too)', () => {
    const cycles = importCycles(runtimeGraph(modules))
    expect(cycles.map((cycle) => cycle.map(fromRoot).join(' → '))).toEqual([])
  })

  it('the check finds a cycle when there is one', () => {
    const graph = new Map([
      ['catalogue', ['assistant/tools']],
      ['assistant/tools', ['assistant/proposals']],
      ['assistant/proposals', ['catalogue']],
      ['core', []],
    ])
    expect(importCycles(graph)).toEqual([['assistant/proposals', 'assistant/tools', 'catalogue']])
  })
})

describe('each domain declares its own operations', () => {
  it("every file of a domain's operations folder is in that domain's list", () => {
    const unlisted: string[] = []
    for (const [file, info] of modules) {
      const match = /^src\/([^/]+)\/operations\/([^/]+)\.tsx?$/.exec(fromRoot(file))
      if (!match || match[2] === 'index') continue
      const list = modules.get(path.join(path.dirname(file), 'index.ts'))
      const listed = list?.imports.some((each) => each.target === file)
      // A file only its siblings use (a shared step of several operations) is listed through them.
      const usedBySibling = [...modules.values()].some(
        (other) =>
          other !== info &&
          path.dirname(other.file) === path.dirname(file) &&
          other.imports.some((each) => each.target === file && !each.typeOnly),
      )
      if (!listed && !usedBySibling) unlisted.push(fromRoot(file))
    }
    expect(unlisted).toEqual([])
  })

  it('the catalogue is exactly the domains’ lists, each name once and under its own name', () => {
    expect(namesDeclaredTwice(domainLists)).toEqual([])
    const declared = domainLists.flatMap((list) => Object.keys(list))
    expect(Object.keys(catalogue).sort()).toEqual([...declared].sort())
    for (const op of allOperations) expect(catalogue[op.name as keyof typeof catalogue]).toBe(op)
  })

  it('a name declared by two domains is found', () => {
    const one = operations({
      refundPurchase: {
        description: 'One way.',
        input: nothing,
        audience: 'owner',
        effect: 'read',
        run: async () => 1,
      },
    })
    const other = operations({
      refundPurchase: {
        description: 'Another.',
        input: nothing,
        audience: 'owner',
        effect: 'read',
        run: async () => 2,
      },
    })
    expect(namesDeclaredTwice([one, other])).toEqual(['refundPurchase'])
  })

  it('the catalogue collects; it declares no operation of its own', () => {
    const catalogueFile = [...modules.keys()].find(
      (file) => fromRoot(file) === 'src/catalogue/index.ts',
    )!
    const text = modules.get(catalogueFile)!.source.getText()
    expect(text).not.toMatch(/defineOperation\(|operations\(\{/)
    expect(text.split('\n').length).toBeLessThan(100)
  })

  it("an operation's name is the key it is listed under, written nowhere else", () => {
    const named = [...modules.values()]
      .filter((info) => !fromRoot(info.file).startsWith('src/core/'))
      .filter((info) => /defineOperation\(\{/.test(info.source.getText()))
      .map((info) => fromRoot(info.file))
    expect(named).toEqual([])
  })
})

describe('jobs and webhooks change the business only through operations', () => {
  /** Where a job or a webhook may reach at run time: the operations, the core, its own kind. */
  const allowed = (target: string) => {
    const file = fromRoot(target)
    if (!file.startsWith('src/')) return true
    return (
      file === 'src/catalogue/index.ts' ||
      file.startsWith('src/core/') ||
      file.startsWith('src/jobs/') ||
      /^src\/[^/]+\/operations\/index\.ts$/.test(file) ||
      // Which payment mode the server is in, and Stripe's library to check a signature.
      file === 'src/commerce/stripe.ts' ||
      file === 'src/commerce/webhook.ts' ||
      // The e-mail provider's signature check and the reports it carries.
      file === 'src/email/providerWebhook.ts'
    )
  }
  const isJobOrWebhook = (info: ModuleInfo) =>
    (fromRoot(info.file).startsWith('src/jobs/') &&
      info.source.getText().includes('TaskConfig<')) ||
    /webhook/i.test(path.basename(info.file))

  it('a scheduled or queued job, and each webhook, imports no business code but the operations', () => {
    const found = [...modules.values()].filter(isJobOrWebhook)
    expect(found.length).toBeGreaterThanOrEqual(9)
    const reaching = found.flatMap((info) =>
      info.imports
        .filter((each) => !each.typeOnly && !allowed(each.target))
        .map((each) => `${fromRoot(info.file)} → ${fromRoot(each.target)}`),
    )
    expect(reaching).toEqual([])
  })
})

describe('each route is declared once', () => {
  it('no two operations are served at the same method and path', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const [name, route] of Object.entries(ROUTES)) {
      const all = [route, ...('withId' in route ? [route.withId] : [])]
      for (const { method, path: at } of all) {
        const key = `${method} ${at}`
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${name}`)
        seen.set(key, name)
      }
    }
    expect(twice).toEqual([])
  })

  it("an operation's endpoint takes its route from ROUTES, and no file writes one again", () => {
    const written: string[] = []
    for (const info of modules.values()) {
      const file = fromRoot(info.file)
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          node.expression.getText() === 'operationEndpoint' &&
          !/^ROUTES\.\w+(\.withId)?$/.test(node.arguments[1]?.getText() ?? '')
        ) {
          written.push(`${file}: ${node.getText().slice(0, 80)}`)
        }
        ts.forEachChild(node, visit)
      }
      visit(info.source)
      // The Admin Center's client names operations, never their addresses.
      if (
        file === 'src/components/admin/center/ownerApi.ts' &&
        /'\/api\/admin\//.test(info.source.getText())
      ) {
        written.push(`${file}: an /api/admin/ address written by hand`)
      }
    }
    expect(written).toEqual([])
  })
})

describe('no dead code', () => {
  const ROOT = path.resolve(__dirname, '../..')
  /** Every module of the repository that may import the app's: app, tests, scripts, server. */
  const everything = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      if (name === 'node_modules' || name.startsWith('.')) return []
      if (statSync(full).isDirectory()) return everything(full)
      return /\.(ts|tsx|mjs)$/.test(name) && name !== 'payload-types.ts' ? [full] : []
    })
  /** Files Next or Payload load by their place or their name, and what they must export. */
  const entryPoint = (file: string) =>
    /^src\/app\/.*\/(page|layout|route|not-found|error|loading|template|default)\.tsx?$/.test(
      file,
    ) ||
    /^src\/app\/[^/]*\/?(sitemap|robots)\.ts$/.test(file) ||
    file === 'src/proxy.ts' ||
    file === 'src/content/cacheHandler.mjs' ||
    file.startsWith('src/migrations/')

  it('every exported value of the app is imported somewhere (or is a framework entry point)', () => {
    const files = [
      ...['src', 'tests', 'scripts', 'server'].flatMap((dir) => everything(path.join(ROOT, dir))),
      path.join(ROOT, 'payload.config.ts'),
      path.join(ROOT, 'next.config.ts'),
    ]
    const read = files.map(readModule)
    const used = new Map<string, Set<string>>()
    const use = (file: string, name: string) =>
      used.set(file, (used.get(file) ?? new Set()).add(name))
    for (const info of read) {
      for (const each of info.imports) for (const name of each.names) use(each.target, name)
      // Payload's admin names its components by path and export: "@/components/x#Name".
      for (const reference of info.componentPaths) {
        const [where, name] = reference.split('#') as [string, string]
        for (const extension of ['.ts', '.tsx']) {
          use(path.join(ROOT, 'src', where.slice(2) + extension), name)
        }
      }
    }
    const dead = read
      .filter((info) => fromRoot(info.file).startsWith('src/') && !entryPoint(fromRoot(info.file)))
      .flatMap((info) => {
        const names = used.get(info.file) ?? new Set()
        if (names.has('*')) return []
        return info.exports
          .filter((each) => !names.has(each.name))
          .map((each) => `${fromRoot(info.file)}:${each.line} ${each.name}`)
      })
    expect(dead).toEqual([])
  })
})
