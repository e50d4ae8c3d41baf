import { Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ErrorDto } from '../../common/error.dto';
import { CurrentUser } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import { AnalysisRoutes, idOf, resultBody } from './analysis-routes';
import { AnalysisService } from './analysis.service';
import { AnalysisResultDto } from './dto/analysis.dto';

/** A case's report, once its analysis has completed. */
@AnalysisRoutes()
export class AnalysisResultsController {
  constructor(private readonly analysis: AnalysisService) {}

  @Get('results/:id')
  @ApiOperation({
    operationId: 'AnalysisController_result',
    summary: 'The report of a case (id = the case id)',
    description: '404 until the analysis has completed (clients poll, spec 1 §7).',
  })
  @ApiOkResponse({ type: AnalysisResultDto })
  @ApiNotFoundResponse({ description: 'Not ready yet, no such case, or not yours', type: ErrorDto })
  @Header('Content-Type', 'application/json; charset=utf-8')
  async result(@CurrentUser() user: User, @Param('id') id: string): Promise<Buffer> {
    return resultBody(await this.analysis.resultFor(user.id, idOf(id)));
  }
}
