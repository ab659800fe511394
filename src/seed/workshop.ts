import type { Payload } from 'payload'

// Stub: the workshop work seeds the Holy Mess workshop from spec §9 here.
export async function seedWorkshops(_payload: Payload): Promise<void> {}
