import {
  type CollectionBeforeValidateHook,
  type Payload,
  type PayloadHandler,
  type Plugin,
  ValidationError,
} from 'payload'

import { hasAdminRole, restrictToOwner } from '@/access/isAdmin'
import { AppError, errorResponse, PAYLOAD_REFUSALS } from '@/core/errors'

/** Largest value one admin preference (a list's columns, a collapsed panel, the nav) may hold. */
const PREFERENCE_MAX_BYTES = 16 * 1024

const PREFERENCES = 'payload-preferences'
const TOO_LARGE = `A preference may hold at most ${PREFERENCE_MAX_BYTES / 1024} KB.`
const OWNER_ONLY = 'Only the owner keeps admin preferences.'

const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null) ?? '')

const valueFits: CollectionBeforeValidateHook = ({ collection, data }) => {
  if (data && 'value' in data && sizeOf(data.value) > PREFERENCE_MAX_BYTES) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'value', message: TOO_LARGE }],
    })
  }
  return data
}

/**
 * Payload's `POST /api/payload-preferences/:key` writes straight to the database (no access, no
 * hooks), for anyone signed in: this answers it first, for the owner only and within the size.
 */
const guardedUpsert =
  (upsert: PayloadHandler): PayloadHandler =>
  async (req) => {
    if (!req.user) return errorResponse(new AppError('unauthorized', PAYLOAD_REFUSALS.signedOut))
    if (!hasAdminRole(req.user)) return errorResponse(new AppError('forbidden', OWNER_ONLY))
    let data: unknown
    try {
      const text = (await req.text?.()) ?? ''
      data = text.trim() ? JSON.parse(text) : {}
    } catch {
      return errorResponse(new AppError('bad_request', 'The request body must be JSON.'))
    }
    const value =
      data && typeof data === 'object' && 'value' in data && data.value ? data.value : data
    if (sizeOf(value) > PREFERENCE_MAX_BYTES) {
      return errorResponse(new AppError('payload_too_large', TOO_LARGE))
    }
    req.json = async () => data
    return upsert(req)
  }

/**
 * Payload's `GET` and `DELETE /api/payload-preferences/:key` read and delete straight from the
 * database for anyone signed in (a buyer's session made its query fail: a 500): the owner's only.
 */
const ownerOnlyKeyRoute =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    if (!req.user) return errorResponse(new AppError('unauthorized', PAYLOAD_REFUSALS.signedOut))
    if (!hasAdminRole(req.user)) return errorResponse(new AppError('forbidden', OWNER_ONLY))
    return handler(req)
  }

const guarded = new WeakSet<object>()

/**
 * Admin preferences are the owner's, at most 16 KB a value, whichever way they are written (REST,
 * its `/:key` shortcut, GraphQL, the admin's own server code). Payload adds its preferences
 * collection after plugins run, so this changes it once Payload has built it (onInit).
 */
function guardPreferences(payload: Payload) {
  const collection = payload.collections[PREFERENCES]?.config
  if (!collection || guarded.has(collection)) return
  guarded.add(collection)
  restrictToOwner(collection)
  collection.hooks.beforeValidate = [valueFits, ...(collection.hooks.beforeValidate ?? [])]
  if (Array.isArray(collection.endpoints)) {
    collection.endpoints = collection.endpoints.map((endpoint) =>
      endpoint.path !== '/:key'
        ? endpoint
        : endpoint.method === 'post'
          ? { ...endpoint, handler: guardedUpsert(endpoint.handler) }
          : { ...endpoint, handler: ownerOnlyKeyRoute(endpoint.handler) },
    )
  }
}

/** The plugin that installs guardPreferences (see there). */
export const ownerOnlyPreferences: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    guardPreferences(payload)
    await config.onInit?.(payload)
  },
})
