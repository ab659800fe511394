'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react'

import type { AudienceOption, CampaignRow, TemplateOption } from '@/dashboard/email'

import { CampaignForm } from './CampaignForm.client'
import styles from './email.module.css'
import { emailHref, placeFrom } from './place'

type Editor = {
  /** Opens the campaign window for a new campaign or her campaign `id`; focus returns to `opener`. */
  open: (target: 'new' | number, opener?: HTMLElement | null) => void
}

const EditorContext = createContext<Editor>({ open: () => {} })

export const useCampaignEditor = () => useContext(EditorContext)

/** The banner's button: the window's fallback for focus when it was opened by the address. */
export const CREATE_BUTTON_ID = 'email-create-campaign'

const editable = (campaign: CampaignRow) =>
  campaign.status === 'draft' || campaign.status === 'scheduled'

/**
 * The Create Campaign window (spec §2): open while the address says `new=1` or `edit=<id>`, so
 * reload and back keep it. Opening adds an entry to the history without asking the server again;
 * closing goes back to where she was, and focus returns to the button that opened it.
 */
export function CampaignEditorProvider({
  campaigns,
  audiences,
  templates,
  children,
}: {
  campaigns: CampaignRow[]
  audiences: AudienceOption[]
  /** Her saved e-mails, to start a campaign from. */
  templates: TemplateOption[]
  children: ReactNode
}) {
  const router = useRouter()
  const searchParams = useSearchParams()
  const place = placeFrom((name) => searchParams.get(name))
  const opener = useRef<HTMLElement | null>(null)
  // Whether the window's history entry is ours (then closing is "back"), not a reload's.
  const pushed = useRef(false)

  const editing =
    typeof place.editor === 'number'
      ? (campaigns.find((campaign) => campaign.id === place.editor && editable(campaign)) ?? null)
      : null
  const isOpen = place.editor === 'new' || editing !== null
  const hereHref = emailHref({ ...place, editor: null })

  const { view, archived, campaign } = place
  const open = useCallback(
    (target: 'new' | number, from?: HTMLElement | null) => {
      opener.current =
        from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
      pushed.current = true
      window.history.pushState(null, '', emailHref({ view, archived, campaign, editor: target }))
    },
    [view, archived, campaign],
  )
  const editor = useMemo(() => ({ open }), [open])

  function close() {
    if (pushed.current) {
      pushed.current = false
      window.history.back()
    } else {
      window.history.replaceState(null, '', hereHref)
    }
  }

  /** After a save or a send: the campaigns list, with the server's fresh figures. */
  function finished() {
    pushed.current = false
    router.replace(emailHref({ view: 'campaigns', archived: false }), { scroll: false })
    router.refresh()
  }

  const title = editing ? 'Edit campaign' : 'Create Campaign'
  return (
    <EditorContext.Provider value={editor}>
      {children}
      <Dialog.Root open={isOpen} onOpenChange={(next) => (next ? undefined : close())}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.dialog}
            // A click beside the window must not throw away what she wrote.
            onInteractOutside={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              const back = opener.current?.isConnected
                ? opener.current
                : document.getElementById(CREATE_BUTTON_ID)
              back?.focus()
            }}
          >
            <div className={styles.dialogHead}>
              <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
              <Dialog.Description className={styles.muted}>
                Write it, preview it as she will read it, send yourself a test, then send it now or
                at a time you choose.
              </Dialog.Description>
            </div>
            {isOpen ? (
              <CampaignForm
                key={editing ? editing.id : 'new'}
                campaign={editing}
                audiences={audiences}
                templates={templates}
                onFinished={finished}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </EditorContext.Provider>
  )
}

/** "Create Campaign": opens the window for a new campaign. */
export function CreateCampaignButton() {
  const { open } = useCampaignEditor()
  return (
    <button
      id={CREATE_BUTTON_ID}
      type="button"
      className={styles.button}
      onClick={(event) => open('new', event.currentTarget)}
    >
      Create Campaign
    </button>
  )
}
