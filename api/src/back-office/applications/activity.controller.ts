/**
 * The dashboard's recent activity and status history, under the application-view calls and
 * with their scope: agents see the applications assigned to them; admins see all and may
 * narrow to one agent with `userId`.
 */
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { ActivityRepository, type ActivityScope } from './activity.repository';
import {
  ActivityDto,
  ActivityQueryDto,
  StatusHistoryDto,
  StatusHistoryQueryDto,
} from './dto/activity.dto';
import { ApiOperationDoc } from '../../common/http/operation-doc';

/**
 * An agent is held to their own book whatever they pass; another agent's id gives nothing.
 * The sentinel is a uuid no user has.
 */
const NOBODY = '00000000-0000-0000-0000-000000000000';
function scopeOf(caller: UserPrincipal, userId: string | undefined): ActivityScope {
  if (caller.role === Role.Admin) return { agentId: userId };
  return { agentId: userId && userId !== caller.userId ? NOBODY : caller.userId };
}

@ApiTags('application-view')
@ApiBearerAuth()
@Roles(Role.Admin, Role.Agent)
@Controller('application-view')
export class ActivityController {
  constructor(private readonly activity: ActivityRepository) {}

  /** The latest things that happened to applications, newest first. */
  @ApiOperationDoc({
    summary: 'List recent application activity',
    description:
      'What happened lately on applications (started, submitted, quoted, bound), newest first, for the dashboard.',
  })
  @Get('activity')
  @ApiOkResponse({ type: ActivityDto })
  listRecentActivity(
    @CurrentPrincipal() caller: UserPrincipal,
    @Query() q: ActivityQueryDto,
  ): Promise<ActivityDto> {
    return this.activity.recent(scopeOf(caller, q.userId), q.limit ?? 20);
  }

  /** How many applications entered each status per week over the last twelve weeks. */
  @ApiOperationDoc({
    summary: 'List application status changes',
    description:
      "The history of status changes across applications, newest first, for the back office's activity view.",
  })
  @Get('status-history')
  @ApiOkResponse({ type: StatusHistoryDto })
  getStatusHistory(
    @CurrentPrincipal() caller: UserPrincipal,
    @Query() q: StatusHistoryQueryDto,
  ): Promise<StatusHistoryDto> {
    return this.activity.statusHistory(scopeOf(caller, q.userId));
  }
}
