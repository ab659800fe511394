/** A labelled bar with its percentage written beside it, for eyes and screen readers alike. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="grid gap-2">
      <p className="flex items-baseline justify-between gap-4 text-sm font-semibold text-plum-900">
        <span>{label}</span>
        <span>{percent}%</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-plum-100"
      >
        <div
          className="h-full rounded-full bg-plum-800 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
