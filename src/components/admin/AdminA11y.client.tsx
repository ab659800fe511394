'use client'

import { type ReactNode, useEffect } from 'react'

/**
 * Names for three of Payload's own admin widgets that a screen reader would announce without
 * one (axe's WCAG rules): the rich-text editor's writing area (named by its field's label), the
 * document's "…" menu button, and the Edit / Versions / API tab row (a list holding non-items,
 * so its list role is dropped). Applied as the admin renders them, on every screen.
 */
function nameWidgets(root: ParentNode) {
  for (const area of root.querySelectorAll<HTMLElement>(
    '.ContentEditable__root:not([aria-label]):not([aria-labelledby])',
  )) {
    const label = area.closest('.field-type')?.querySelector('label, .field-label')
    area.setAttribute('aria-label', label?.textContent?.replace(/\*\s*$/, '').trim() || 'Text')
  }
  for (const button of root.querySelectorAll<HTMLElement>(
    '.doc-controls__popup .popup-button:not([aria-label])',
  )) {
    button.setAttribute('aria-label', 'More actions')
  }
  for (const list of root.querySelectorAll<HTMLElement>('ul.doc-tabs__tabs:not([role])')) {
    list.setAttribute('role', 'none')
  }
}

export function AdminA11y({ children }: { children?: ReactNode }) {
  useEffect(() => {
    nameWidgets(document)
    // At most once a frame, however much the admin re-renders (typing, autosave).
    let frame = 0
    const observer = new MutationObserver(() => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        nameWidgets(document)
      })
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])
  return <>{children}</>
}
