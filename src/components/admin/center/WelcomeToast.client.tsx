'use client'

import { toast } from '@payloadcms/ui'
import { useEffect } from 'react'

import { WELCOME_FLAG } from './AdminGate.client'

/** Spec §8 "Authentication Successful!", once, on the first screen after signing in. */
export function WelcomeToast() {
  useEffect(() => {
    if (sessionStorage.getItem(WELCOME_FLAG) !== '1') return
    // Payload's toaster subscribes in an effect of its own, which runs after this child's.
    const timer = setTimeout(() => {
      sessionStorage.removeItem(WELCOME_FLAG)
      toast.success('Authentication Successful!', { description: 'Welcome to the Admin Center' })
    }, 50)
    return () => clearTimeout(timer)
  }, [])
  return null
}
