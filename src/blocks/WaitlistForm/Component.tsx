import { getConsentWords } from '@/app/(frontend)/_loaders/consent'
import { WAITLIST_SOURCES } from '@/contacts/schema'
import type { WaitlistFormBlock as WaitlistFormBlockProps } from '@/payload-types'

import { onLight, sectionHeading } from '../shared/styles'

import { waitlistFormDefaults as defaults } from './defaults'
import { WaitlistForm } from './WaitlistForm.client'

/** Fields added after a block was saved read as null there: those fall back to the defaults. */
export async function WaitlistFormBlock(props: WaitlistFormBlockProps & { isFirst?: boolean }) {
  const { consentLine } = await getConsentWords()
  const text = (key: Exclude<keyof typeof defaults, 'sourceOptions'>) =>
    props[key]?.trim() || defaults[key]
  const Heading = props.isFirst ? 'h1' : 'h2'
  const headingId = `waitlist-${props.id ?? 'form'}-heading`
  const options = WAITLIST_SOURCES.map((value) => ({
    value,
    label: props.sourceOptions?.[value]?.trim() || defaults.sourceOptions[value],
  }))

  return (
    <section aria-labelledby={headingId} className="bg-plum-50">
      <div className="mx-auto max-w-xl px-6 py-16">
        <Heading id={headingId} className={`${sectionHeading} ${onLight} text-center`}>
          {text('heading')}
        </Heading>
        {props.intro && <p className="mt-4 text-center text-lg">{props.intro}</p>}
        <WaitlistForm
          labelledBy={headingId}
          nameLabel={text('nameLabel')}
          emailLabel={text('emailLabel')}
          sourceLabel={text('sourceLabel')}
          sourcePlaceholder={text('sourcePlaceholder')}
          options={options}
          buttonLabel={text('buttonLabel')}
          pendingLabel={text('pendingLabel')}
          program={text('program')}
          successMessage={text('successMessage')}
          consentLine={consentLine}
        />
      </div>
    </section>
  )
}
