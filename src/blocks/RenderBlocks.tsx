import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

import { CallToActionBlock } from './CallToAction/Component'
import { ContentBlock } from './Content/Component'
import { FAQBlock } from './FAQ/Component'
import { FeaturesBlock } from './Features/Component'
import { HeroBlock } from './Hero/Component'
import { OfferCardsBlock } from './OfferCards/Component'
import { PricingCardBlock } from './PricingCard/Component'
import { StatsBlock } from './Stats/Component'
import { StoryVideoBlock } from './StoryVideo/Component'
import { TestimonialCarouselBlock } from './TestimonialCarousel/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { WaitlistFormBlock } from './WaitlistForm/Component'

type LayoutBlock = Page['layout'][number]

const blockComponents: { [Slug in LayoutBlock['blockType']]: ComponentType<never> } = {
  cta: CallToActionBlock,
  content: ContentBlock,
  faq: FAQBlock,
  features: FeaturesBlock,
  hero: HeroBlock,
  offerCards: OfferCardsBlock,
  pricingCard: PricingCardBlock,
  stats: StatsBlock,
  storyVideo: StoryVideoBlock,
  testimonialCarousel: TestimonialCarouselBlock,
  testimonials: TestimonialsBlock,
  waitlistForm: WaitlistFormBlock,
}

export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Block = blockComponents[block.blockType] as ComponentType<
          LayoutBlock & { isFirst: boolean }
        >
        return <Block key={block.id ?? index} {...block} isFirst={index === 0} />
      })}
    </>
  )
}
