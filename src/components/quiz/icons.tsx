import type { ReactNode } from 'react'

import type { QuizIconName } from '@/quiz/iconNames'

const paths: Record<QuizIconName, ReactNode> = {
  heart: (
    <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z" />
  ),
  crown: <path d="M3.5 8.5 8 12l4-6.5 4 6.5 4.5-3.5-1.8 10H5.3l-1.8-10ZM5.5 21h13" />,
  flame: (
    <path d="M12 21.5c-3.9 0-6.5-2.6-6.5-6.2 0-3.8 3.2-5.8 4.2-9.8 2.4 1.6 3.4 3.9 3.3 6.1 1-.6 1.8-1.8 2-3 1.9 1.9 3.5 4.3 3.5 6.7 0 3.6-2.6 6.2-6.5 6.2Z" />
  ),
  lotus: (
    <path d="M12 19.5c-2.6-1.8-3.8-4.4-3.8-7.3S9.6 6.6 12 4.5c2.4 2.1 3.8 4.8 3.8 7.7s-1.2 5.5-3.8 7.3Zm0 0c-4.3 0-8-2.5-9-6.8 2.5-.4 4.4.1 5.6 1.2M12 19.5c4.3 0 8-2.5 9-6.8-2.5-.4-4.4.1-5.6 1.2" />
  ),
  moon: <path d="M19.5 14.8A8 8 0 0 1 9.2 4.5 8 8 0 1 0 19.5 14.8Z" />,
  sparkle: (
    <path d="M12 3.5c.7 4.4 2.6 6.3 7 7-4.4.7-6.3 2.6-7 7-.7-4.4-2.6-6.3-7-7 4.4-.7 6.3-2.6 7-7ZM18.5 16.5c.3 1.6 1 2.3 2.5 2.5-1.6.3-2.2 1-2.5 2.5-.3-1.6-1-2.2-2.5-2.5 1.6-.2 2.2-.9 2.5-2.5Z" />
  ),
}

/** A decorative line icon: the archetype's title beside it already says what it means. */
export function QuizIcon({ name, className }: { name: QuizIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name]}
    </svg>
  )
}
