import { expect, type Locator } from '@playwright/test'

/**
 * A key pressed, or a value filled, before React hydrates a control is lost (the next render
 * empties it): wait until React holds the control.
 */
export async function hydrated(control: Locator) {
  await expect
    .poll(() =>
      control.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    )
    .toBe(true)
}
