'use client'

import { useSearchParams } from 'next/navigation'
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'

import type { AudienceOption, CampaignRow, TemplateOption } from '@/reports/email'
import { DEFAULT_OWNER_TIME_ZONE } from '@/settings/timeZone'

import { CampaignForm } from './CampaignForm.client'
import styles from './email.module.css'
import { EditorDialog, useEditorHistory } from './EditorDialog.client'
import { emailHref, placeFrom } from './place'

type Editor = {
  /** Opens the campaign window for a new campaign or her campaign `id`; focus returns to `opener`. */
  open: (target: 'new' | number, opener?: HTMLElement | null) => void
  /** Her zone (Site settings): every time in the Email tab is on her clock. */
  zone: string
}

const EditorContext = createContext<Editor>({ open: () => {}, zone: DEFAULT_OWNER_TIME_ZONE })

export const useCampaignEditor = () => useContext(EditorContext)

/** The banner's button: the window's fallback for focus when it was opened by the address. */
const CREATE_BUTTON_ID = 'email-create-campaign'

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
  zone,
  children,
}: {
  zone: string
  campaigns: CampaignRow[]
  audiences: AudienceOption[]
  /** Her saved e-mails, to start a campaign from. */
  templates: TemplateOption[]
  children: ReactNode
}) {
  const searchParams = useSearchParams()
  const place = placeFrom((name) => searchParams.get(name))
  const history = useEditorHistory()

  const editing =
    typeof place.editor === 'number'
      ? (campaigns.find((campaign) => campaign.id === place.editor && editable(campaign)) ?? null)
      : null
  const isOpen = place.editor === 'new' || editing !== null

  const { view, archived, campaign } = place
  const historyOpen = history.open
  const open = useCallback(
    (target: 'new' | number, from?: HTMLElement | null) =>
      historyOpen(emailHref({ view, archived, campaign, editor: target }), from),
    [historyOpen, view, archived, campaign],
  )
  const editor = useMemo(() => ({ open, zone }), [open, zone])

  return (
    <EditorContext.Provider value={editor}>
      {children}
      <EditorDialog
        open={isOpen}
        onClose={() => history.close(emailHref({ ...place, editor: null }))}
        opener={history.opener}
        fallbackFocusId={CREATE_BUTTON_ID}
        title={editing ? 'Edit campaign' : 'Create Campaign'}
        description="Write it, preview it as she will read it, send yourself a test, then send it now or at a time you choose."
      >
        <CampaignForm
          key={editing ? editing.id : 'new'}
          campaign={editing}
          audiences={audiences}
          templates={templates}
          zone={zone}
          // After a save or a send: the campaigns list, with the server's fresh figures.
          onFinished={() => history.finish(emailHref({ view: 'campaigns', archived: false }))}
        />
      </EditorDialog>
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
