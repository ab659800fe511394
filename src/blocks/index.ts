import { ContentBlock } from './Content/config'
import { HeroBlock } from './Hero/config'

/** Every block a page layout may use; RenderBlocks maps each slug to its component. */
export const pageBlocks = [HeroBlock, ContentBlock]
