'use client'

import { useSyncExternalStore } from 'react'

export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

export type ToastItem = ToastInput & { id: number }

/** The spec shows one toast at a time: a new one replaces the one on screen. */
const TOAST_LIMIT = 1

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function toast(input: ToastInput): ToastItem {
  const item = { ...input, id: nextId++ }
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT)
  emit()
  return item
}

export function dismissToast(id: number) {
  toasts = toasts.filter((item) => item.id !== id)
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const noToasts: ToastItem[] = []

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  )
}
