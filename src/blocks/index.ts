import { CallToActionBlock } from './CallToAction/config'
import { ContentBlock } from './Content/config'
import { FAQBlock } from './FAQ/config'
import { FeaturesBlock } from './Features/config'
import { HeroBlock } from './Hero/config'
import { OfferCardsBlock } from './OfferCards/config'
import { PricingCardBlock } from './PricingCard/config'
import { StatsBlock } from './Stats/config'
import { StoryVideoBlock } from './StoryVideo/config'
import { TestimonialCarouselBlock } from './TestimonialCarousel/config'
import { TestimonialsBlock } from './Testimonials/config'
import { WaitlistFormBlock } from './WaitlistForm/config'

/** Every block a page layout may use; RenderBlocks maps each slug to its component. */
export const pageBlocks = [
  HeroBlock,
  ContentBlock,
  FeaturesBlock,
  OfferCardsBlock,
  StatsBlock,
  TestimonialCarouselBlock,
  TestimonialsBlock,
  StoryVideoBlock,
  PricingCardBlock,
  FAQBlock,
  CallToActionBlock,
  WaitlistFormBlock,
]
