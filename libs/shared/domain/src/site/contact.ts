export const PRODUCT_NAME = 'Redress';

/** A profile of the product on a social network, as the footer links to it. */
export interface SocialLink {
  name: string;
  href: string;
}

/**
 * The networks the footer can link to, in its order, by the name it shows. The addresses are
 * the operator's configuration (SOCIAL_<NETWORK>_URL); a network without one is not shown.
 */
export const SOCIAL_NETWORKS = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'Twitter/X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
} as const;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
