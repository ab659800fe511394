/* Payload's admin shell. Same shape as the files `create-payload-app` writes. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { getPayload, type ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import React from 'react'

import { hasAdminRole } from '@/access/isAdmin'
import { isServerFunctionCall } from '@/security/payloadErrors'

import { importMap } from './admin/importMap.js'
import './custom.scss'

type Args = { children: React.ReactNode }

/** Whether the request carries the owner's session (her admin session, from this origin). */
async function ownerIsAsking(): Promise<boolean> {
  try {
    const payload = await getPayload({ config, cron: true, importMap })
    const { user } = await payload.auth({ headers: await headers() })
    return hasAdminRole(user)
  } catch {
    return false
  }
}

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Payload's admin functions (form state, lists, documents) are the owner's. Anyone else, and
  // any call that is not one of them, is told there is no such thing (404) before one runs:
  // Payload's own refusal was a 500 with a stack trace in the log.
  if (!isServerFunctionCall(args) || !(await ownerIsAsking())) notFound()
  return handleServerFunctions({ ...args, config, importMap })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
