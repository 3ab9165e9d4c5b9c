/**
 * The application-view calls: the pipeline of applications staff work, by tab, with the count
 * on each tab and the deals. Agents see the applications assigned to them; admins see all and
 * may narrow to one agent with `userId`.
 */
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { ApplicationViewRepository, type ApplicationFilters } from './application-view.repository';
import {
  ApplicationCountQueryDto,
  ApplicationListQueryDto,
  ApplicationTabCountsDto,
  ApplicationTabQueryDto,
  ApplicationViewPageDto,
  DealsDto,
  DealsQueryDto,
} from './dto/application-view.dto';
import { ApiOperationDoc } from '../../common/http/operation-doc';

/** The caller's scope: an agent is held to their own applications whatever the filters say. */
const scopeOf = (caller: UserPrincipal): Pick<ApplicationFilters, 'scopeAgentId'> =>
  caller.role === Role.Admin ? {} : { scopeAgentId: caller.userId };

@ApiTags('application-view')
@ApiBearerAuth()
@Roles(Role.Admin, Role.Agent)
@Controller('application-view')
export class ApplicationViewController {
  constructor(private readonly view: ApplicationViewRepository) {}

  /** Every application but the archived, a page at a time. */
  @ApiOperationDoc({
    summary: 'List all applications',
    description:
      'Every application matching the filters, one page at a time, regardless of pipeline tab.',
  })
  @Get('all')
  @ApiOkResponse({ type: ApplicationViewPageDto })
  listApplications(
    @CurrentPrincipal() caller: UserPrincipal,
    @Query() q: ApplicationListQueryDto,
  ): Promise<ApplicationViewPageDto> {
    return this.view.list('all', { ...scopeOf(caller), ...q }, q);
  }

  /** How many applications each tab holds. */
  @ApiOperationDoc({
    summary: 'Count applications per pipeline tab',
    description:
      'How many applications sit in each tab of the applications pipeline, under the same filters as the list.',
  })
  @Get('count/status')
  @ApiOkResponse({ type: ApplicationTabCountsDto })
  countApplicationsByTab(
    @CurrentPrincipal() caller: UserPrincipal,
    @Query() q: ApplicationCountQueryDto,
  ): Promise<ApplicationTabCountsDto> {
    return this.view.countByTab({ ...scopeOf(caller), ...q });
  }

  /** Policies bound per month and agent over the last twelve months. */
  @ApiOperationDoc({
    summary: 'List deals',
    description:
      "Applications as deals with their premium and stage, for the pipeline's deals view, filtered and paged.",
  })
  @Get('deals')
  @ApiOkResponse({ type: DealsDto })
  listDeals(
    @CurrentPrincipal() caller: UserPrincipal,
    @Query() q: DealsQueryDto,
  ): Promise<DealsDto> {
    return this.view.deals({ ...scopeOf(caller), userId: q.userId });
  }

  /** One tab's applications, or (`status=all&clientId=`) one client's. */
  @ApiOperationDoc({
    summary: 'List applications in a pipeline tab',
    description:
      'One tab of the applications pipeline (new, quoted, bound...), filtered and paged.',
  })
  @Get()
  @ApiOkResponse({ type: ApplicationViewPageDto })
  listApplicationsByTab(
    @CurrentPrincipal() caller: UserPrincipal,
    @Query() q: ApplicationTabQueryDto,
  ): Promise<ApplicationViewPageDto> {
    return this.view.list(q.status, { ...scopeOf(caller), ...q }, q);
  }
}
