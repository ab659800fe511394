import styles from './people.module.css'

/**
 * A list's search (a plain GET form: it works without JavaScript and the query stays in the
 * address) and its Export CSV link, which downloads exactly the rows this search finds.
 */
export function ListToolbar({
  tab,
  q,
  searchLabel,
  placeholder,
  csvHref,
}: {
  tab: string
  q: string
  searchLabel: string
  placeholder: string
  csvHref: string
}) {
  const id = `${tab}-search`
  return (
    <div className={styles.toolbar}>
      <form className={styles.search} method="get" action="/admin" role="search">
        <input type="hidden" name="tab" value={tab} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={id}>
            {searchLabel}
          </label>
          <input
            className={styles.input}
            id={id}
            name="q"
            type="search"
            defaultValue={q}
            placeholder={placeholder}
            maxLength={200}
            autoComplete="off"
          />
        </div>
        <button className={styles.button} type="submit">
          Search
        </button>
      </form>
      <a className={`${styles.linkButton} ${styles.secondary}`} href={csvHref} download>
        Export CSV
      </a>
    </div>
  )
}

/** "Page 2 of 7 · 312 leads" with Previous and Next links (absent at either end). */
export function Pager({
  page,
  limit,
  total,
  noun,
  hrefFor,
}: {
  page: number
  limit: number
  total: number
  noun: [singular: string, plural: string]
  hrefFor: (page: number) => string
}) {
  const pages = Math.max(1, Math.ceil(total / limit))
  return (
    <nav className={styles.pager} aria-label="Pages">
      <p className={styles.muted} aria-live="polite">
        Page {Math.min(page, pages)} of {pages} · {total.toLocaleString('en-US')}{' '}
        {total === 1 ? noun[0] : noun[1]}
      </p>
      <div className={styles.pagerLinks}>
        {page > 1 ? (
          <a className={`${styles.linkButton} ${styles.secondary}`} href={hrefFor(page - 1)}>
            Previous
          </a>
        ) : null}
        {page < pages ? (
          <a className={`${styles.linkButton} ${styles.secondary}`} href={hrefFor(page + 1)}>
            Next
          </a>
        ) : null}
      </div>
    </nav>
  )
}
