import { readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { SRC, sources } from '../support/sources'

/**
 * The shape docs/architecture.md promises, read from the syntax tree (not a grep for one
 * spelling): error answers are built in src/core alone, every Local API call says whose it is, and
 * raw SQL that writes names its system action.
 */

type Found = { file: string; line: number; text: string }

/** Every node of every source file (outside the skipped folders) that `match` accepts. */
function findInSources(skip: (file: string) => boolean, match: (node: ts.Node) => boolean) {
  const found: Found[] = []
  for (const full of sources(SRC)) {
    const file = path.relative(SRC, full)
    if (skip(file)) continue
    const source = ts.createSourceFile(
      full,
      readFileSync(full, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      full.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    )
    const visit = (node: ts.Node) => {
      if (match(node)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart())
        found.push({ file, line: line + 1, text: node.getText().split('\n')[0]!.slice(0, 100) })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

const shown = (found: Found[]) => found.map(({ file, line, text }) => `${file}:${line} ${text}`)

const propertyNamed = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (property) =>
      (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
      property.name.getText() === name,
  )

/** `Response.json(body, init)` or `new Response(body, init)`: its init argument. */
function responseInit(node: ts.Node): ts.Expression | null | undefined {
  if (ts.isNewExpression(node) && node.expression.getText() === 'Response') {
    return node.arguments?.[1] ?? null
  }
  if (ts.isCallExpression(node) && node.expression.getText() === 'Response.json') {
    return node.arguments[1] ?? null
  }
  return undefined
}

/** A status that is a success or a redirect, written as a number where the answer is built. */
function isSuccessStatus(init: ts.Expression | null): boolean {
  if (!init) return true
  if (!ts.isObjectLiteralExpression(init)) return false
  const status = propertyNamed(init, 'status')
  if (!status) return true
  if (!ts.isPropertyAssignment(status)) return false
  const isSuccess = (value: ts.Expression): boolean =>
    ts.isNumericLiteral(value)
      ? Number(value.text) < 400
      : ts.isConditionalExpression(value) && isSuccess(value.whenTrue) && isSuccess(value.whenFalse)
  return isSuccess(status.initializer)
}

/**
 * Answers built outside src/core that are not ours to shape, each with its reason: Payload's own
 * answers re-sent after cleaning, and redirects (their status is a 3xx chosen by the caller).
 */
const NOT_ERROR_ANSWERS: Record<string, string> = {
  'security/payloadRoutes.ts new Response(text, response)':
    'Payload’s own answer, re-sent unchanged after its body was read',
  'security/payloadRoutes.ts new Response(JSON.stringify(cleaned), { status: response.status, headers })':
    'Payload’s own GraphQL answer, re-sent with suggestions removed',
  'commerce/redirects.ts new Response(null, { status, headers })':
    'a redirect: redirectResponse takes 302, 303 or 307 only',
  'endpoints/health.ts Response.json(':
    'the health report itself: a monitor reads its 503 and its figures, not a message',
  'endpoints/unsubscribe.ts new Response(':
    'an HTML page for a person who clicked a link in an e-mail, not an API answer',
}

const LOCAL_API_METHODS = new Set([
  'find',
  'findByID',
  'findGlobal',
  'findVersions',
  'findDistinct',
  'count',
  'create',
  'update',
  'updateGlobal',
  'delete',
  'duplicate',
])

/** `payload.find({...})`, `req.payload.update({...})`: a call of Payload's Local API. */
function isLocalApiCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false
  const { expression: target, name } = node.expression
  return LOCAL_API_METHODS.has(name.text) && /(^|\.)payload$/.test(target.getText())
}

/** Options that say whose a call is: the caller's `req`, or `...asSystem('<action>')`. */
function optionsSayWhose(options: ts.Expression | undefined, seen = 0): boolean {
  if (!options || seen > 3) return false
  if (ts.isAsExpression(options) || ts.isParenthesizedExpression(options)) {
    return optionsSayWhose(options.expression, seen)
  }
  // `...(req ? { req, overrideAccess: false } : asSystem('…'))`: both ways must say whose.
  if (ts.isConditionalExpression(options)) {
    return optionsSayWhose(options.whenTrue, seen) && optionsSayWhose(options.whenFalse, seen)
  }
  if (ts.isCallExpression(options)) return options.expression.getText() === 'asSystem'
  if (ts.isIdentifier(options)) return optionsSayWhose(declaredValue(options), seen + 1)
  if (!ts.isObjectLiteralExpression(options)) return false
  if (propertyNamed(options, 'req')) return true
  // `overrideAccess: false` without a user: read as a visitor, through access.
  const override = propertyNamed(options, 'overrideAccess')
  if (override && ts.isPropertyAssignment(override)) {
    return override.initializer.kind === ts.SyntaxKind.FalseKeyword
  }
  return options.properties.some((property) => {
    if (!ts.isSpreadAssignment(property)) return false
    // `const system = { req, ...asSystem('…') }` written once and spread into each call.
    return optionsSayWhose(property.expression, seen + 1)
  })
}

/** The value a name was given where it was declared in the same file (`const system = …`). */
function declaredValue(name: ts.Identifier): ts.Expression | undefined {
  let found: ts.Expression | undefined
  const visit = (node: ts.Node) => {
    if (found) return
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name.text &&
      node.initializer
    ) {
      found = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(name.getSourceFile())
  return found
}

const saysWhose = (call: ts.CallExpression) => optionsSayWhose(call.arguments[0])

/** `queryRows(payload, sql\`insert …\`)`: raw SQL that changes rows, run without a name. */
function isUnnamedSqlWrite(node: ts.Node): boolean {
  if (!ts.isCallExpression(node) || node.expression.getText() !== 'queryRows') return false
  const statement = node.arguments[1]
  return Boolean(statement && /\b(insert|update|delete)\b/i.test(statement.getText()))
}

// Parsing every source file takes 2–7 s on a busy 2-core machine (the first test pays for it).
describe('the code keeps its shape', { timeout: 30_000 }, () => {
  it('no error answer is built outside src/core: endpoints throw AppError or use errorResponse', () => {
    const built = findInSources(
      (file) => file.startsWith('core/'),
      (node) => {
        const init = responseInit(node)
        return init !== undefined && !isSuccessStatus(init)
      },
    ).filter(({ file, text }) => !NOT_ERROR_ANSWERS[`${file} ${text}`])
    expect(shown(built)).toEqual([])
  })

  it('every Local API call outside the seed passes the caller’s req or asSystem(…)', () => {
    const anonymous = findInSources(
      (file) => file.startsWith('seed/'),
      (node) => isLocalApiCall(node) && !saysWhose(node),
    ).map(({ file, text }) => `${file} ${text}`)
    // The public site's loaders name theirs too (asSystem('publicContent')): Payload's default
    // skips access without saying so.
    expect(anonymous).toEqual([])
  })

  it('raw SQL that writes goes through systemSql, which names its system action', () => {
    expect(shown(findInSources(() => false, isUnnamedSqlWrite))).toEqual([])
  })
})
