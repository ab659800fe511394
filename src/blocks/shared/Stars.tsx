export function Stars({ count }: { count: number }) {
  return (
    <p className="text-rose-300">
      <span className="sr-only">{count} out of 5 stars</span>
      <span aria-hidden="true">{'★'.repeat(count)}</span>
    </p>
  )
}
