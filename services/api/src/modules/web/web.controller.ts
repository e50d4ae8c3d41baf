import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../config/app-config';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

export class RemotesManifestDto {
  @ApiProperty({ example: '/remotes/student/mf-manifest.json' }) student!: string;
  @ApiProperty({ example: '/remotes/admin/mf-manifest.json' }) admin!: string;
}

/** What the public pages show that the operator configures. */
export class AnalyticsSettingsDto {
  @ApiProperty({ example: 'https://plausible.io/api/event' })
  eventsUrl!: string;

  @ApiProperty({ example: 'redress.example' })
  domain!: string;
}

export class SocialLinkDto {
  @ApiProperty({ example: 'LinkedIn' }) name!: string;
  @ApiProperty({ example: 'https://www.linkedin.com/company/your-company' }) href!: string;
}

export class SiteConfigDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'M7lc1UVf-VE',
    description: "The home page's introduction video on YouTube (INTRO_VIDEO_ID); null: none",
  })
  introVideoId!: string | null;

  @ApiProperty({
    type: AnalyticsSettingsDto,
    nullable: true,
    description: 'Where the pages send page views (ANALYTICS_EVENTS_URL); null: nowhere',
  })
  analytics!: AnalyticsSettingsDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'support@example.org',
    description: 'Where a visitor writes to a person (SUPPORT_EMAIL); null: no address is shown',
  })
  supportEmail!: string | null;

  @ApiProperty({
    type: [SocialLinkDto],
    description:
      'The configured social profiles (SOCIAL_<NETWORK>_URL), in order; unset ones absent',
  })
  social!: SocialLinkDto[];
}

/** Tells the host where the front-end remotes live, so moving one never needs a host rebuild. */
@ApiTags('web')
@Controller()
export class WebController {
  constructor(private readonly config: AppConfig) {}

  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Runtime manifest of the module-federation remotes' })
  @ApiOkResponse({ type: RemotesManifestDto })
  remotes(): RemotesManifestDto {
    return { ...this.config.web.remotes };
  }

  @Get('site-config')
  // Public and the same for everyone: the shared cache answers it from memory.
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary:
      'Settings the public pages read (the introduction video, the analytics provider, the support address and social profiles)',
  })
  @ApiOkResponse({ type: SiteConfigDto })
  siteConfig(): SiteConfigDto {
    return { ...this.config.site, social: [...this.config.site.social] };
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'sitemaps.org list of the public pages and every help article' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ content: { 'application/xml': { schema: { type: 'string' } } } })
  sitemap(): string {
    return sitemapXml(this.config.publicUrl, sitemapEntries());
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Crawler rules, naming the sitemap' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ content: { 'text/plain': { schema: { type: 'string' } } } })
  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }
}
