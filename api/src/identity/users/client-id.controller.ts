import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { ClientIdDto } from './dto/user.dto';
import { ApiOperationDoc } from '../../common/http/operation-doc';

/** The signed-in client's id, which quotes and policies are filed under. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('client_id')
export class ClientIdController {
  @ApiOperationDoc({
    summary: "Read the caller's client id",
    description: 'The client record id behind the signed-in client account.',
  })
  @Get()
  @Roles(Role.Client)
  @ApiOkResponse({ type: ClientIdDto })
  getClientId(@CurrentPrincipal() principal: UserPrincipal): ClientIdDto {
    return { clientId: principal.userId };
  }
}
