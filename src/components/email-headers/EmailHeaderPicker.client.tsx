'use client'

import { useState } from 'react'

type Props = { siteName: string; ownerName: string; tagline: string }

/** Five header designs for the e-mails; clicking one highlights it. */
export function EmailHeaderPicker({ siteName, ownerName, tagline }: Props) {
  const designs = [
    {
      name: 'Plum banner',
      render: (
        <div className="bg-plum-950 px-8 py-10 text-center text-cream-50">
          <p className="font-serif text-3xl">{siteName}</p>
          <p className="mt-2 text-sm tracking-widest text-rose-200 uppercase">{ownerName}</p>
        </div>
      ),
    },
    {
      name: 'Blush minimal',
      render: (
        <div className="border-b-4 border-rose-300 bg-cream-50 px-8 py-8">
          <p className="font-serif text-2xl text-plum-900">{siteName}</p>
        </div>
      ),
    },
    {
      name: 'Letter from the guide',
      render: (
        <div className="bg-plum-50 px-8 py-8">
          <p className="text-sm text-plum-800">A letter from</p>
          <p className="font-serif text-3xl text-plum-900 italic">{ownerName}</p>
        </div>
      ),
    },
    {
      name: 'Gradient glow',
      render: (
        <div className="bg-gradient-to-r from-plum-900 to-plum-700 px-8 py-10 text-cream-50">
          <p className="font-serif text-3xl">{siteName}</p>
          <p className="mt-2 text-cream-100">{tagline}</p>
        </div>
      ),
    },
    {
      name: 'Centered seal',
      render: (
        <div className="flex flex-col items-center gap-3 bg-cream-50 px-8 py-8">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-plum-900 font-serif text-2xl text-cream-50"
          >
            {siteName.charAt(0)}
          </span>
          <p className="font-serif text-xl text-plum-900">{siteName}</p>
        </div>
      ),
    },
  ]
  const [selected, setSelected] = useState<number | null>(null)
  return (
    <ul className="grid gap-6">
      {designs.map((design, index) => (
        <li key={design.name}>
          <button
            type="button"
            aria-pressed={selected === index}
            onClick={() => setSelected(index)}
            className={`block w-full overflow-hidden rounded-2xl border-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 ${selected === index ? 'border-plum-700 shadow-lg' : 'border-transparent shadow-sm'}`}
          >
            {design.render}
            <span className="block bg-white px-4 py-2 text-sm font-semibold text-plum-900">
              {index + 1}. {design.name}
              {selected === index && ' — selected'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
