import type { Media } from '@/payload-types'

type Focal = Pick<Media, 'focalX' | 'focalY'>

/**
 * Where a cropped image keeps its subject: the focal point the owner set in the admin, else
 * `fallback`. Payload stores the untouched point as the centre (50, 50), so that counts as unset.
 */
export function objectPosition({ focalX, focalY }: Focal, fallback = '50% 50%'): string {
  if (focalX == null || focalY == null || (focalX === 50 && focalY === 50)) return fallback
  return `${focalX}% ${focalY}%`
}

/** A portrait's face is usually in its upper third: the crop keeps that unless told otherwise. */
export const PORTRAIT_POSITION = '50% 25%'

export const isPortrait = ({ width, height }: Pick<Media, 'width' | 'height'>) =>
  !!width && !!height && height >= width

/**
 * The image the site may show: her upload. An image the seed generated is a sample for the
 * admin's eyes only (Media labels it), so a page seeded before she uploaded shows no frame instead.
 */
export const siteImage = (media: Media | null | undefined): Media | null =>
  media?.url && !media.seedKey ? media : null
