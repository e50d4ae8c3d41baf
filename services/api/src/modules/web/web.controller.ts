import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../config/app-config';

export class RemotesManifestDto {
  @ApiProperty({ example: '/remotes/student/mf-manifest.json' }) student!: string;
  @ApiProperty({ example: '/remotes/admin/mf-manifest.json' }) admin!: string;
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
}
