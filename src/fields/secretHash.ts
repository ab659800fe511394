import type { TextField } from 'payload'

/**
 * Where a session or link keeps its secret: only its SHA-256 (src/security/tokens.ts), unique,
 * and never shown, so a leaked database cannot be replayed. Magic links and admin sessions
 * (Admin Center) use the same field, and her AI apps' keys (`keyHash`).
 */
export const secretHashField = (name = 'tokenHash'): TextField => ({
  name,
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { hidden: true },
  access: { read: () => false, update: () => false },
})
