'use client'

import { useEffect, useState } from 'react'

import type { ImportSummary } from '@/imports/operations/readImports'
import { formatOwnerDateTime } from '@/settings/timeZone'

import { callOwner } from '../../ownerApi'
import { Badge, EmptyState } from '../../ui'
import styles from './import.module.css'
import { counted, importHref, isUnderWay, resultInBrief, rowsDone, STATUS_TONES } from './words'

/** Where an import is, in a line: what it did, how far it has come, or what is left to do. */
function summaryOf(each: ImportSummary) {
  if (each.status === 'done' && each.result) return resultInBrief(each.result)
  if (isUnderWay(each.status)) return rowsDone(each.processedRows, each.totalRows)
  if (each.status === 'failed') {
    return `Stopped after ${counted(each.processedRows, 'row', 'rows')}: open it to see why.`
  }
  return each.totalRows === null
    ? 'Not checked yet: open it to carry on.'
    : `${counted(each.totalRows, 'row', 'rows')}, not started: open it to carry on.`
}

/**
 * Her past imports, newest first, each with where it is and what it did, linking to its page.
 * While one waits or runs, the list asks the server again every few seconds to show its progress.
 */
export function ImportHistory({ initial, zone }: { initial: ImportSummary[]; zone: string }) {
  const [imports, setImports] = useState(initial)
  const [attempts, setAttempts] = useState(0)
  const underWay = imports.some((each) => isUnderWay(each.status))

  // A page the browser kept from before (back and forward) may show imports that have moved on.
  useEffect(() => {
    let current = true
    callOwner('listImports', {})
      .then((fresh) => current && setImports(fresh.imports))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])

  useEffect(() => {
    if (!underWay) return
    let current = true
    const timer = window.setTimeout(async () => {
      try {
        const fresh = await callOwner('listImports', {})
        if (current) setImports(fresh.imports)
      } catch {
        if (current) setAttempts((count) => count + 1)
      }
    }, 3_000)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [underWay, imports, attempts])

  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>Past imports</h2>
      {imports.length === 0 ? (
        <EmptyState>No imports yet: each file you import is listed here.</EmptyState>
      ) : (
        <ul className={styles.history}>
          {imports.map((each) => (
            <li key={each.id} className={styles.historyItem}>
              <div className={styles.historyHead}>
                <a className={styles.link} href={importHref(each.id)}>
                  {each.fileName}
                </a>
                <Badge tone={STATUS_TONES[each.status]}>{each.statusLabel}</Badge>
              </div>
              <p className={styles.muted}>
                {each.platformLabel}, uploaded{' '}
                <time dateTime={each.createdAt}>{formatOwnerDateTime(each.createdAt, zone)}</time>
              </p>
              <p className={styles.summary}>{summaryOf(each)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
