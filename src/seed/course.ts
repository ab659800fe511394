import type { Payload } from 'payload'

export async function seedCourse(_payload: Payload): Promise<void> {}
