import type { Schemas } from '@redress/api-client';
import { apiFetch } from '@redress/web-ui';

export type SiteConfig = Schemas['SiteConfigDto'];

/**
 * What the operator configured for the public pages (the introduction video). Through web-ui's
 * fetch helper, which the home page already has, rather than the generated client: the client's
 * runtime would be the home page's only reason to load it (its JavaScript budget is tight).
 */
export async function fetchSiteConfig(): Promise<SiteConfig> {
  const response = await apiFetch('/api/site-config');
  if (!response.ok) throw new Error(`Failed to fetch the site settings (${response.status})`);
  return (await response.json()) as SiteConfig;
}
