import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorDto } from '../../common/error.dto';
import { CurrentUser, UserGuard } from '../auth/user.guard';
import { User } from '../users/entities/user.entity';
import { idOf, resultBody } from './analysis-routes';
import { AnalysisService } from './analysis.service';
import { AnalysisResultDto } from './dto/analysis.dto';

// The routes of a case, one controller per resource. Each operationId is the one the API had
// when a single AnalysisController held them all: the generated client is keyed by them.
/** A case's report, once its analysis has completed. */
@ApiTags('analysis')
@ApiCookieAuth()
@Controller('analysis')
@UseGuards(UserGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorDto })
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
