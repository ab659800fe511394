/*
 * Coupon codes compare without regard to case or surrounding spaces: "spring25 " is SPRING25.
 * Browser-safe (the checkout page tidies what she typed the same way).
 */

export const COUPON_CODE_MAX_LENGTH = 50

export const normaliseCouponCode = (code: string) => code.trim().toUpperCase()
