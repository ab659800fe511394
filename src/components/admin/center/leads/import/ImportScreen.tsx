import type { ImportSummary } from '@/imports/operations/readImports'
import type { ImportView } from '@/imports/view'

import { tabHref } from '../../tabs'
import { Stack } from '../../ui'
import { ChooseFile } from './ChooseFile.client'
import styles from './import.module.css'
import { ImportHistory } from './ImportHistory.client'
import { ImportSteps } from './ImportSteps.client'
import { importHref } from './words'

/**
 * Leads → Import: choosing a file and her past imports, or one import's page (?import=<id>: its
 * columns, preview and choices before it starts, its progress and result after), so reload and
 * back keep her place. Every date is on her clock.
 */
export function ImportScreen({
  view,
  history,
  zone,
}: {
  /** The import whose page this is; none on the screen where she chooses a file. */
  view: ImportView | null
  history: ImportSummary[] | null
  zone: string
}) {
  return (
    <Stack>
      <p className={styles.backLinks}>
        <a className={styles.link} href={tabHref('leads')}>
          ← All leads
        </a>
        {view ? (
          <a className={styles.link} href={importHref()}>
            All imports
          </a>
        ) : null}
      </p>
      {view ? <ImportSteps key={view.id} initial={view} zone={zone} /> : <ChooseFile />}
      {history ? <ImportHistory initial={history} zone={zone} /> : null}
    </Stack>
  )
}
