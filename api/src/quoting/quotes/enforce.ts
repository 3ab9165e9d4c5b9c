/** Turns a quote rule's refusal into the catalogue error the API answers with. */
import { DomainException } from '../../common/errors/domain.exception';
import type { Refusal } from './rules/refusal';

export function enforce(refusal: Refusal): void {
  if (refusal !== null) throw new DomainException(refusal);
}
