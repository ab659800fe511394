/*
 * The page cache's refresh lives in src/content/revalidate.ts (every web process, on commit);
 * these names stay for the collections and globals that hook them.
 */
export { pathForSlug, revalidateEverywhere } from '@/content/revalidate'
