'use client'

import type { NarrationState } from './useNarration'

export type NarrationLabels = {
  toggleLabel: string
  readLabel: string
  loadingLabel: string
  pauseLabel: string
  resumeLabel: string
  replayLabel: string
}

type Props = {
  labels: NarrationLabels
  enabled: boolean
  state: NarrationState
  /** Absent while no question is on screen: there is nothing to read yet. */
  onRead?: () => void
  onToggle: () => void
  onPause: () => void
  onResume: () => void
}

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-plum-800 px-4 py-2 text-sm font-semibold text-plum-900 hover:bg-plum-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 aria-disabled:cursor-wait'

/** The voice switch, and one button that shows and changes what the narration is doing. */
export function NarrationControls({
  labels,
  enabled,
  state,
  onRead,
  onToggle,
  onPause,
  onResume,
}: Props) {
  const main = {
    idle: { label: labels.readLabel, action: onRead },
    loading: { label: labels.loadingLabel, action: undefined },
    playing: { label: labels.pauseLabel, action: onPause },
    paused: { label: labels.resumeLabel, action: onResume },
  }[state]

  return (
    <div className="flex flex-wrap items-center gap-3" data-narration={state}>
      <button type="button" aria-pressed={enabled} onClick={onToggle} className={button}>
        <span
          aria-hidden="true"
          className={`relative h-5 w-9 shrink-0 rounded-full transition-colors ${enabled ? 'bg-plum-800' : 'bg-plum-100 ring-1 ring-plum-800'}`}
        >
          <span
            className={`absolute top-0.5 left-0.5 size-4 rounded-full shadow transition-transform ${enabled ? 'translate-x-4 bg-white' : 'bg-plum-800'}`}
          />
        </span>
        {labels.toggleLabel}
      </button>
      {enabled && onRead && (
        <>
          <button
            type="button"
            aria-disabled={!main.action}
            onClick={() => main.action?.()}
            className={button}
          >
            <span aria-hidden="true">{state === 'playing' ? '❚❚' : '▶'}</span>
            {main.label}
          </button>
          {/* Kept in the layout (invisible, so neither tabbable nor announced) while there is
              nothing to replay: on a phone it wraps to a second row, and coming and going with
              each reading it would push the card below up under the sticky header. */}
          <button
            type="button"
            onClick={onRead}
            className={`${button} ${state === 'playing' || state === 'paused' ? '' : 'invisible'}`}
          >
            <span aria-hidden="true">↺</span>
            {labels.replayLabel}
          </button>
        </>
      )}
    </div>
  )
}
