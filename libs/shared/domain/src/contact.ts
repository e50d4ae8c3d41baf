export const PRODUCT_NAME = 'Redress';

export const SUPPORT_EMAIL = 'support@redress.example';

export interface SocialLink {
  name: string;
  href: string;
}

// Profile addresses are configuration, not behaviour: change them here and every footer follows.
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/redress' },
  { name: 'YouTube', href: 'https://www.youtube.com/@redress' },
  { name: 'Twitter/X', href: 'https://x.com/redress' },
  { name: 'Instagram', href: 'https://www.instagram.com/redress' },
  { name: 'Facebook', href: 'https://www.facebook.com/redress' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@redress' },
];
