import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../common/error.dto';
import { CatalogueService } from './catalogue.service';
import { ListServicesQuery, ServiceDto } from './dto/service.dto';

@ApiTags('services')
@Controller('services')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  // The catalogue is the same for everyone: browsers, CDNs and the API's own cache reuse it.
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'The service catalogue, priced in the requested currency (default USD)',
  })
  @ApiOkResponse({ type: [ServiceDto] })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Unsupported currency' })
  list(@Query() query: ListServicesQuery): Promise<ServiceDto[]> {
    return this.catalogue.list(query.currency ?? 'USD');
  }
}
