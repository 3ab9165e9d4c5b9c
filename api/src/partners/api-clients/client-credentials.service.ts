import { Inject, Injectable } from '@nestjs/common';
import { ApiClientLimits, ErrorCode } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { TokenService } from '../../identity/auth';
import { secretDigest, tokenScopes } from './api-client-rules';
import { ApiClientsRepository } from './api-clients.repository';
import type { MachineTokenDto, TokenRequestDto } from './dto/api-client.dto';
import { MachineCallLog } from './machine-call-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_PATH = '/api/oauth/token';

/**
 * OAuth2 client credentials (RFC 6749 4.4): a client's id and one of its working secrets buy a
 * short-lived access token naming the secret, so the token ends when the secret does.
 */
@Injectable()
export class ClientCredentialsService {
  constructor(
    @Inject(ApiClientsRepository) private readonly rows: ApiClientsRepository,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(MachineCallLog) private readonly log: MachineCallLog,
  ) {}

  async issue(req: TokenRequestDto): Promise<MachineTokenDto> {
    const started = performance.now();
    const clientId = UUID.test(req.client_id) ? req.client_id.toLowerCase() : undefined;
    // Attempts that name a client are logged as its calls, the refused ones too.
    const logged = (status: number) => {
      if (clientId) {
        const ms = Math.round(performance.now() - started);
        this.log.add(clientId, [Date.now(), 'POST', TOKEN_PATH, status, ms]);
      }
    };
    try {
      if (req.grant_type !== 'client_credentials') {
        throw new DomainException(ErrorCode.UnsupportedGrantType);
      }
      const secretId =
        clientId && (await this.rows.secretFor(clientId, secretDigest(req.client_secret)));
      if (!clientId || !secretId) throw new DomainException(ErrorCode.InvalidClientCredentials);
      const client = await this.rows.row(clientId);
      if (!client) throw new DomainException(ErrorCode.InvalidClientCredentials);
      const asked = req.scope?.split(' ').filter((s) => s !== '');
      const { scopes, missing } = tokenScopes(client.scopes, asked);
      if (missing.length) throw new DomainException(ErrorCode.ApiScopeNotGranted);
      const issued = this.tokens.signMachine(
        clientId,
        secretId,
        scopes,
        ApiClientLimits.tokenTtlSeconds,
      );
      logged(200);
      return { ...issued, token_type: 'Bearer', scope: scopes.join(' ') };
    } catch (err) {
      logged(err instanceof DomainException ? err.getStatus() : 500);
      throw err;
    }
  }
}
