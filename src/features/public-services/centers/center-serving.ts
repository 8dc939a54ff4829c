import type { Center, ConsularPost } from '../api/public';

/**
 * Who takes an application from a province (decision 085): the consular post whose district holds it (the
 * jurisdictions table, seeded from consular-posts.ts), and that post's centers. A district with no center (Xi'an's,
 * Hong Kong's) is its own answer, naming the post to contact, never an empty list of centers.
 */
export type Serving =
  | { kind: 'centers'; post: ConsularPost; centers: Center[] }
  | { kind: 'consulateOnly'; post: ConsularPost }
  | { kind: 'unknown' };

export function servingOf(provinceCode: string, centers: readonly Center[], posts: readonly ConsularPost[]): Serving {
  const post = posts.find((p) => p.provinceCodes.includes(provinceCode));
  if (!post) return { kind: 'unknown' };
  // The default center copies a real one for the flow's fallback; it serves no district of its own.
  const serving = centers.filter((center) => center.consularPostId === post.id && !center.isDefault);
  return serving.length > 0 ? { kind: 'centers', post, centers: serving } : { kind: 'consulateOnly', post };
}
