'use client'

import { useConfig, useFormFields } from '@payloadcms/ui'

import styles from './fields.module.css'

type Props = { path: string; prefix?: string; hint: string }

/**
 * Under a web address field, in the page's readable contrast: the page's full address with what
 * she typed (when the address makes a page), then the hint.
 */
export function WebAddressDescription({ path, prefix, hint }: Props) {
  const value = useFormFields(([fields]) => fields[path]?.value)
  const {
    config: { serverURL },
  } = useConfig()
  const typed = typeof value === 'string' && value !== '' ? value : 'your-address'
  return (
    <p
      className={`field-description ${styles.unit}`}
      id={`field-description-${path.replace(/\./g, '__')}`}
    >
      {prefix === undefined ? null : (
        <>
          The page will be at <strong>{`${serverURL}${prefix}${typed}`}</strong>.{' '}
        </>
      )}
      {hint}
    </p>
  )
}
